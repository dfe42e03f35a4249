import { findAppRoute, isLocaleCode } from '@platform/core';

/**
 * HTTP status of an app page: 200 when core's route table knows the path and the `lang` query (the
 * spec's language guard, default en) is a supported locale; else 404 — the page itself still renders
 * "This page could not be found.".
 */
export function pageStatus(url: string): 200 | 404 {
  const [pathname = '/', query = ''] = url.split('?', 2);
  if (findAppRoute(pathname) === undefined) return 404;
  const lang = new URLSearchParams(query).get('lang');
  if (lang !== null && !isLocaleCode(lang)) return 404;
  return 200;
}
