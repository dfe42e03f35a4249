import { endpoints } from '@platform/core';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../http/serve.js';
import { regionOfRequest } from './region-guard.js';

/**
 * The country locator of spec §7 "Other" ("GET to the country locator URL: response
 * request_details.country"): GET {api}/locate. A brand's `country_locator` may point elsewhere;
 * left empty, clients use this one.
 */
export const locateRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.locate, async function locate(request, reply) {
    const region = await regionOfRequest(app, request);
    reply.header('cache-control', 'no-store');
    return { country: region.country, ip: region.ip, located: region.located, served: region.served };
  });
};
