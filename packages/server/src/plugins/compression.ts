import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers smaller than this go out as they are (the build's precompressed twins use the same floor). */
export const compressionThresholdBytes = 1024;

/**
 * Types worth compressing on the fly: HTML pages (the server-rendered public pages), JSON answers,
 * plain text, XML (sitemaps), JavaScript and CSS without a precompressed twin. Not event streams
 * (live status: compressing would buffer events), nor images, PDFs or archives (already compressed).
 */
const compressibleType =
  /^(text\/(html|plain|css|csv|xml|javascript)|application\/(json|javascript|xml)|[\w.+-]+\/[\w.-]+\+(json|xml))(;|$)/;

export interface CompressionOptions {
  /**
   * URL bases of the static plugin's file routes (`<base>*`): their files are sent as built, the
   * precompressed twin or the plain file, never compressed again per request.
   */
  staticFileBases: readonly string[];
}

/**
 * Brotli or gzip (the client's preference; brotli at quality 4, fast enough per request) for
 * answers of a compressible type from `compressionThresholdBytes` up. Answers that already carry a
 * Content-Encoding (the static plugin's precompressed files) pass untouched, and so do event streams.
 */
export const compressionPlugin = fp<CompressionOptions>(
  async (app, options) => {
    // Registered before the compress plugin's own hook, so its `config.compress` is read there.
    const staticRoutes = new Set(options.staticFileBases.map((base) => `${base}*`));
    app.addHook('onRoute', (route) => {
      if (staticRoutes.has(route.url)) route.config = { ...route.config, compress: false };
    });
    await app.register(fastifyCompress, {
      global: true,
      threshold: compressionThresholdBytes,
      encodings: ['br', 'gzip'],
      customTypes: compressibleType,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      // Compressed request bodies are not part of any call: they stay refused as they were (a
      // decompressed body could outgrow the body limit the server counts on the wire).
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
