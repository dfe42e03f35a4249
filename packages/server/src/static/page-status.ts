import { findAppRoute, isLocaleCode } from '@platform/core';

/**
 * The iframe entry URLs the merchant SDK mounts (packages/sdk): the widget shows its home screen
 * there and the checkout the start of its flow, so they are pages, not 404s (a 404 would also log an
 * error in every merchant page's console).
 */
const frameEntryPaths = new Set(['/widget/', '/flow/']);

/** The test-mode pages (outbox, design-system gallery) exist only on a test-mode platform. */
const testModePages = '/test-mode/';

/**
 * HTTP status of an app page: 200 when core's route table knows the path (or it is a frame entry
 * URL) and the `lang` query (the spec's language guard, default en) is a supported locale; else
 * 404 — the page itself still renders "This page could not be found.". The test-mode pages are
 * 404 on a live platform.
 */
export function pageStatus(url: string, options: { testMode: boolean } = { testMode: true }): 200 | 404 {
  const [pathname = '/', query = ''] = url.split('?', 2);
  if (!frameEntryPaths.has(pathname) && findAppRoute(pathname) === undefined) return 404;
  if (!options.testMode && pathname.startsWith(testModePages)) return 404;
  const lang = new URLSearchParams(query).get('lang');
  if (lang !== null && !isLocaleCode(lang)) return 404;
  return 200;
}
