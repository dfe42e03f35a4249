import { configurationDetailsSchema, failureEnvelopeSchema, ok } from '@platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.js';
import { BrokenBrandError, findBrandById } from './brand-repository.js';
import { configurationMissingMessage } from './brand-resolver.js';
import { hostnameFromHost } from './host-name.js';
import { metaAttachmentKinds, proxiedMeta } from './meta-attachments.js';

export interface ConfigRoutesOptions {
  apiBase: string;
  merchantApiBase: string;
}

const configEnvelopeSchema = z.object({ request_status: z.literal(1), request_details: configurationDetailsSchema });

/** `GET {api}/config` (spec §7 "Configuration load at start") and the brand meta attachment proxy. */
export const configRoutes: FastifyPluginAsyncZod<ConfigRoutesOptions> = async (app, options) => {
  app.get(
    '/config',
    {
      schema: {
        summary: 'Brand configuration for the requesting host',
        description:
          'Resolves the brand from the Host header (default brand as fallback). `module.api` and `module.mapi` are the brand API bases; meta css/js/images point at the same-origin attachment proxy.',
        tags: ['configuration'],
        response: { 200: configEnvelopeSchema, 503: failureEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const brand = await app.brands.resolver.resolve(hostnameFromHost(request.host));
      const module = {
        ...brand.configuration,
        api: brand.configuration.api === '' ? options.apiBase : brand.configuration.api,
        mapi: brand.configuration.mapi === '' ? options.merchantApiBase : brand.configuration.mapi,
      };
      reply.header('cache-control', 'no-cache');
      return ok({ module, meta: proxiedMeta(brand.meta, options.apiBase, brand.id), more: brand.more });
    },
  );

  app.get(
    '/config/meta/:brandId/:kind/:index',
    {
      schema: {
        summary: 'A brand meta attachment (css, js or image), fetched and cached by the server',
        tags: ['configuration'],
        params: z.object({
          brandId: z.string().regex(/^brd_[a-z0-9_]+$/, { message: 'must be a brand id (brd_…)' }),
          kind: z.enum(metaAttachmentKinds),
          index: z.coerce.number().int().min(0).max(49),
        }),
        response: {
          200: z.unknown().describe('The attachment bytes with their content type'),
          404: failureEnvelopeSchema,
          502: failureEnvelopeSchema,
          503: failureEnvelopeSchema,
          504: failureEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
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
    },
  );
};
