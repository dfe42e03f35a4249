import { endpoints } from '@platform/core';
import type { FastifyPluginAsync } from 'fastify';
import { DomainError } from '../../errors/domain-error.js';
import { serve } from '../../http/serve.js';
import { BrokenBrandError, findBrandById } from './brand-repository.js';
import { configurationMissingMessage } from './brand-resolver.js';
import { hostnameFromHost } from './host-name.js';
import { proxiedMeta } from './meta-attachments.js';

export interface ConfigRoutesOptions {
  apiBase: string;
  merchantApiBase: string;
  /** Answered as `test_mode`, so every client can mark its pages TEST MODE. */
  testMode: boolean;
}

/** `GET {api}/config` (spec §7 "Configuration load at start") and the brand meta attachment proxy. */
export const configRoutes: FastifyPluginAsync<ConfigRoutesOptions> = async (app, options) => {
  serve(app, endpoints.getConfig, async (request, reply) => {
    const brand = await app.brands.resolver.resolve(hostnameFromHost(request.host));
    const module = {
      ...brand.configuration,
      api: brand.configuration.api === '' ? options.apiBase : brand.configuration.api,
      mapi: brand.configuration.mapi === '' ? options.merchantApiBase : brand.configuration.mapi,
    };
    reply.header('cache-control', 'no-cache');
    return {
      module,
      meta: proxiedMeta(brand.meta, options.apiBase, brand.id),
      more: brand.more,
      test_mode: options.testMode,
    };
  });

  serve(app, endpoints.getConfigMetaAttachment, async (request, reply) => {
    const { brandId, kind, index } = request.params;
    let brand;
    try {
      brand = await findBrandById(app.database, brandId);
    } catch (error) {
      if (error instanceof BrokenBrandError) {
        request.log.error({ issues: error.issues }, error.message);
        throw new DomainError('configuration_missing', { configuration: configurationMissingMessage });
      }
      throw error;
    }
    const url = brand?.meta[kind][index];
    if (url === undefined) throw new DomainError('not_found', { attachment: 'No such brand attachment.' });
    const attachment = await app.brands.attachments.get(url, kind);
    return reply
      .header('content-type', attachment.contentType)
      .header('cache-control', 'public, max-age=300')
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
      .send(attachment.body);
  });
};
