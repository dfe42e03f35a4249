import { countryCodes, endpoints } from '@platform/core';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../http/serve.js';

/** The list changes only with a release (core's ISO list), so browsers keep it for a day. */
const countriesCacheControl = 'public, max-age=86400';

/**
 * Spec §7 "static /countries.json": the ISO 3166-1 alpha-2 codes of core's list, for the country
 * pickers (the names come from the browser in the user's language). Served by the server from a
 * row (not a file in a build), so the list, the pickers and the server's country check are one list.
 */
export const countriesRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.getCountries, async (_request, reply) => {
    reply.header('cache-control', countriesCacheControl);
    return { countries: [...countryCodes] };
  });
};
