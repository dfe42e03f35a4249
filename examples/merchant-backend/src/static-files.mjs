import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
};

/**
 * The shop pages' Content-Security-Policy: scripts from the shop and the platform (the SDK), the
 * payment frame from the platform, nothing inline. The SDK needs nothing more (no style-src entry:
 * its styles live in a constructed stylesheet of its shadow root).
 *
 * @param {string} platformUrl
 */
export function shopPolicy(platformUrl) {
  return [
    "default-src 'none'",
    `script-src 'self' ${platformUrl}`,
    `frame-src ${platformUrl}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Serves the files of one folder under a URL prefix. HTML pages get `%PLATFORM_URL%` replaced
 * (the SDK's script tag needs the platform's origin) and the shop's CSP.
 *
 * @param {{ dir: string, prefix: string, platformUrl: string, missingHint?: string }} options
 */
export function createStaticFiles({ dir, prefix, platformUrl, missingHint }) {
  const root = resolve(dir);
  const policy = shopPolicy(platformUrl);

  /**
   * @param {string} pathname the request's decoded path, starting with `prefix`
   * @returns {Promise<{ status: number, headers: Record<string, string>, body: string | Buffer } | undefined>}
   *   undefined when no such file exists
   */
  return async function serve(pathname) {
    let relative = pathname.slice(prefix.length);
    if (relative === '' || relative.endsWith('/')) relative += 'index.html';
    const path = resolve(join(root, relative));
    if (!path.startsWith(root + sep)) return undefined; // ../ out of the folder
    const found = await stat(path).catch(() => undefined);
    if (found === undefined || !found.isFile()) {
      if (relative === 'index.html' && missingHint !== undefined) {
        return { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: missingHint };
      }
      return undefined;
    }
    const type = contentTypes[/** @type {keyof typeof contentTypes} */ (extname(path))] ?? 'application/octet-stream';
    if (extname(path) !== '.html') {
      return {
        status: 200,
        headers: { 'content-type': type, 'cache-control': 'no-cache' },
        body: await readFile(path),
      };
    }
    const html = (await readFile(path, 'utf8')).replaceAll('%PLATFORM_URL%', platformUrl);
    return {
      status: 200,
      headers: {
        'content-type': type,
        'cache-control': 'no-store',
        'content-security-policy': policy,
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-content-type-options': 'nosniff',
      },
      body: html,
    };
  };
}
