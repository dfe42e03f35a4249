import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fail } from '@platform/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pageAccessStatus } from './page-access.js';
import { pageStatus } from './page-status.js';
import type { StaticApp } from './static-apps.js';

export interface NotFoundOptions {
  /** Bases that only ever answer JSON envelopes (API, merchant API, docs). */
  jsonBases: string[];
  /** A test-mode platform: its /test-mode/ pages exist. */
  testMode: boolean;
}

function isUnder(pathname: string, base: string): boolean {
  const trimmed = base.endsWith('/') ? base.slice(0, -1) : base;
  return pathname === trimmed || pathname.startsWith(`${trimmed}/`);
}

/** The app whose base is the longest prefix of the path. */
export function appForPath(apps: StaticApp[], pathname: string): StaticApp | undefined {
  let best: StaticApp | undefined;
  for (const candidate of apps) {
    if (!isUnder(pathname, candidate.base) && candidate.base !== '/') continue;
    if (best === undefined || candidate.base.length > best.base.length) best = candidate;
  }
  return best;
}

/** A page, not a file: the last segment has no extension (`/assets/x.js` stays a plain 404). */
function looksLikePage(pathname: string): boolean {
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.');
}

/**
 * Unknown API paths answer the 404 envelope. Page paths under an app answer its index.html (the
 * SPA renders the route, or "This page could not be found.") with the status of `pageStatus`, and
 * a members page the signed-in user's permissions do not open with 403 (`pageAccessStatus`).
 * The static plugins serve no directory index, so every page path, the app bases included
 * (routed here explicitly), comes through this one handler.
 */
export const notFoundPlugin = fp<NotFoundOptions>(
  async (app, options) => {
    // A worker process serves no apps (app.ts registers static-apps only for the api and all roles).
    const apps: StaticApp[] = app.hasDecorator('staticApps') ? app.staticApps : [];
    /** A public page's server-rendered HTML (public-pages.ts); the plain index.html when none renders it or a renderer fails. */
    const prerendered = async (request: FastifyRequest, pathname: string, html: string): Promise<string> => {
      if (!app.hasDecorator('publicPages')) return html;
      try {
        return (await app.publicPages.render(request, pathname, html)) ?? html;
      } catch (error) {
        request.log.error({ err: error, pathname }, 'public page rendering failed; the app renders it in the browser');
        return html;
      }
    };
    const answer = async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isJson = options.jsonBases.some((base) => isUnder(pathname, base));
      const target = isJson ? undefined : appForPath(apps, pathname);
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && looksLikePage(pathname);
      if (target?.singlePage && wantsPage) {
        const html = await readFile(join(target.root, 'index.html'), 'utf8').catch(() => undefined);
        if (html !== undefined) {
          const status = pageStatus(request.url, { testMode: options.testMode });
          const code =
            status === 200 && target.name === 'members-app' ? await pageAccessStatus(app, request, pathname) : status;
          const page =
            code === 200 && target.name === 'members-app' ? await prerendered(request, pathname, html) : html;
          return reply.code(code).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
        }
      }
      return reply
        .code(404)
        .send(fail('not_found', { general: `No such path: ${request.method} ${pathname.slice(0, 200)}` }));
    };
    for (const mounted of apps) {
      if (mounted.singlePage) app.get(mounted.base, { schema: { hide: true } }, answer);
    }
    app.setNotFoundHandler(answer);
  },
  { name: 'not-found' },
);
