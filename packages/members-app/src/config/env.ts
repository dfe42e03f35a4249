/**
 * Runtime settings of the hosted app, parsed once. They come from `<meta>` tags the build writes
 * into index.html (the CSP forbids inline scripts, so no `window.__ENV__`). One field, checked by
 * hand: this runs in the app's first bundle, which carries no schema library (zod loads with the
 * pages and the configuration check that use it).
 */
export interface Env {
  /** Same-origin path of the API, without a trailing slash. */
  apiBase: string;
}

const sameOriginPath = /^\/[A-Za-z0-9/_-]*$/;

function readMeta(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
}

export function parseEnv(source: { apiBase?: string | undefined }): Env {
  const apiBase = source.apiBase ?? '/api';
  if (!sameOriginPath.test(apiBase)) throw new Error(`api-base must be a same-origin path, not ${apiBase}`);
  return { apiBase: apiBase.replace(/\/+$/, '') };
}

export const env: Env = parseEnv({ apiBase: readMeta('api-base') });
