import type { App } from '@platform/server/src/app.js';
import { buildTestApp } from '@platform/server/src/testing/test-app.js';
import { openEmptyDatabase } from '@platform/server/src/testing/test-databases.js';
import { createAppApiClient, useApiClientStore } from '../lib/api-client.js';
import { expiredCookie } from './fake-api.js';

/**
 * Component tests against the REAL server (files named `*.real-server.test.tsx`, which are typechecked
 * with Node's types by tsconfig.real-server.json; the app's own tsconfig stays browser-only): the API built as the server builds it (migrated and
 * seeded with the demo brand, users and balances) on an in-memory PGlite database, answered through
 * `app.inject` behind a fetch adapter that keeps the session cookies like a browser. The app's API
 * client (core's client) is pointed at it, so a screen renders what the server really answers and
 * core's client checks every answer with the contract's schemas.
 */
export interface RealServer {
  app: App;
  /** `fetch` over `app.inject`: same-origin paths (/api/…), cookies kept between calls. */
  fetch: typeof fetch;
  /** Puts the app's API client on this server (with a fresh cookie jar: signed out). */
  useForApp: () => void;
  close: () => Promise<void>;
}

export async function startRealServer(): Promise<RealServer> {
  const { database, cleanup } = await openEmptyDatabase('pglite');
  const app = await buildTestApp({ database });
  const cookies = new Map<string, string>();

  const fetchOverInject = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url =
      typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const headers = new Headers(init.headers);
    if (cookies.size > 0) {
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: Object.fromEntries(headers),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    keepCookies(cookies, answer.headers['set-cookie']);
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string') responseHeaders.set(name, value);
    }
    const body = answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.body;
    return new Response(body, { status: answer.statusCode, headers: responseHeaders });
  };

  return {
    app,
    fetch: fetchOverInject,
    useForApp: () => {
      for (const name of cookies.keys()) document.cookie = expiredCookie(name);
      cookies.clear();
      useApiClientStore.setState({ client: createAppApiClient((url, init) => fetchOverInject(url, init)) });
    },
    close: async () => {
      await app.close();
      await cleanup();
    },
  };
}

/**
 * Set-Cookie answers into the jar: a value, or its removal (empty value or Max-Age=0). A cookie
 * without HttpOnly also goes to document.cookie, where a browser puts it.
 */
function keepCookies(jar: Map<string, string>, setCookie: string | string[] | number | undefined): void {
  const lines = typeof setCookie === 'string' ? [setCookie] : Array.isArray(setCookie) ? setCookie : [];
  for (const line of lines) {
    const [pair = '', ...attributes] = line.split(';');
    const separator = pair.indexOf('=');
    if (separator <= 0) continue;
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute));
    const removed = value === '' || expired;
    if (removed) jar.delete(name);
    else jar.set(name, value);
    if (!attributes.some((attribute) => /^\s*httponly\s*$/i.test(attribute))) {
      document.cookie = removed ? expiredCookie(name) : `${name}=${value}; Path=/`;
    }
  }
}
