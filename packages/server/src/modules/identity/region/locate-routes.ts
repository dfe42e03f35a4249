import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureEnvelopeSchema, ok } from '@platform/core';
import { okEnvelope } from '../identity-schemas.js';
import { regionOfRequest } from './region-guard.js';

/**
 * The country locator of spec §7 "Other" ("GET to the country locator URL: response
 * request_details.country"): GET {api}/locate. A brand's `country_locator` may point elsewhere;
 * left empty, clients use this one.
 */
export const locateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/locate',
    {
      schema: {
        summary: 'The country of the calling client, from its IP (offline geo-IP; GB when unknown)',
        description:
          'served is false when the brand does not serve that country (blocked_countries); located is false when the default GB was used. Behind a proxy the client IP comes from X-Forwarded-For only with TRUST_PROXY.',
        tags: ['region'],
        response: {
          200: okEnvelope(
            z.object({ country: z.string().length(2), ip: z.string(), located: z.boolean(), served: z.boolean() }),
          ),
          503: failureEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const region = await regionOfRequest(app, request);
      reply.header('cache-control', 'no-store');
      return ok({ country: region.country, ip: region.ip, located: region.located, served: region.served });
    },
  );
};
