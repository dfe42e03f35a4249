import fp from 'fastify-plugin';
import { createBrandResolver, type BrandResolver } from './brand-resolver.js';
import { createMetaAttachmentCache, type MetaAttachmentCache } from './meta-attachments.js';

declare module 'fastify' {
  interface FastifyInstance {
    brands: { resolver: BrandResolver; attachments: MetaAttachmentCache };
  }
}

export interface BrandsPluginOptions {
  brandCacheTtlMs?: number;
  metaFetchTimeoutMs: number;
  fetch?: typeof globalThis.fetch;
}

/** Brand resolution by host and the brand meta attachment cache, shared by every route. */
export const brandsPlugin = fp<BrandsPluginOptions>(
  async (app, options) => {
    app.decorate('brands', {
      resolver: createBrandResolver({
        database: app.database,
        logger: app.log,
        ...(options.brandCacheTtlMs === undefined ? {} : { cacheTtlMs: options.brandCacheTtlMs }),
      }),
      attachments: createMetaAttachmentCache({
        timeoutMs: options.metaFetchTimeoutMs,
        ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
      }),
    });
  },
  { name: 'brands', dependencies: ['database'] },
);
