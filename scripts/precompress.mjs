// Brotli and gzip twins of every compressible file a build writes (`x.js` → `x.js.br`, `x.js.gz`),
// made once at build at the highest levels, so the server's static plugin sends them as they are
// (@fastify/static `preCompressed`, packages/server/src/static/static-apps.ts) instead of
// compressing on every request. Files under `minBytes` stay single: their twin would not be smaller
// by enough to pay for itself (the server's on-the-fly compression has the same threshold).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/;
export const minBytes = 1024;

/** Writes `<path>.br` and `<path>.gz` beside `path` when it is compressible and large enough. */
export function precompressFile(path) {
  if (!compressible.test(path)) return false;
  const source = readFileSync(path);
  if (source.length < minBytes) return false;
  const brotli = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
  return true;
}

/** Rollup plugin: precompresses every file of the output once it is written. */
export function precompress() {
  return {
    name: 'precompress',
    writeBundle(options, bundle) {
      const dir = options.dir ?? dirname(options.file);
      for (const fileName of Object.keys(bundle)) precompressFile(join(dir, fileName));
    },
  };
}
