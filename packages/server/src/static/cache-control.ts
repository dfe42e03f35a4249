import { basename, sep } from 'node:path';

/**
 * Rollup names hashed assets `name-<hash>.ext`; the hash is 8+ base64url characters (so it may hold
 * `-` and `_`, as in `widget-CjeC-_tG.js`) and at least one digit or capital letter.
 */
const hashedAssetName =
  /-(?=[A-Za-z0-9_-]*[0-9A-Z])[A-Za-z0-9_-]{8,}\.(js|mjs|css|map|woff2?|png|jpe?g|svg|webp|avif|ico)$/;

export const immutableCacheControl = 'public, max-age=31536000, immutable';
/** The SDK URL is not hashed (merchants paste it once), so browsers re-check it every few minutes. */
export const sdkCacheControl = 'public, max-age=300';

/** The static plugin names the file it sends: a precompressed twin (`x.js.br`) caches like `x.js`. */
const precompressedSuffix = /\.(br|gz)$/;

export function cacheControlFor(servedPath: string): string {
  const filePath = servedPath.replace(precompressedSuffix, '');
  const name = basename(filePath);
  if (name.endsWith('.html')) return 'no-cache';
  if (filePath.includes(`${sep}assets${sep}`) && hashedAssetName.test(name)) return immutableCacheControl;
  if (filePath.includes(`${sep}sdk${sep}dist${sep}`) && name === 'v1.js') return sdkCacheControl;
  return 'no-cache';
}
