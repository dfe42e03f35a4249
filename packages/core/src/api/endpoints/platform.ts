import { z } from 'zod';
import { configurationDetailsSchema, metaAttachmentKinds } from '../../schemas/configuration.js';
import { countriesListSchema } from '../../schemas/countries.js';
import { defineEndpoint } from '../endpoint.js';

/** The platform's own endpoints at the origin's root and beside the configuration call. */
export const platformEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/healthz',
    base: 'root',
    success: 'http',
    auth: 'public',
    summary: 'Liveness: the process answers',
    tags: ['health'],
    details: z.object({ status: z.literal('alive') }),
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/readyz',
    base: 'root',
    success: 'http',
    auth: 'public',
    summary: 'Readiness: the database answers select 1 (503 {status: unavailable} when it does not)',
    tags: ['health'],
    details: z.object({ status: z.literal('ready') }),
  }),
  /**
   * Spec §7 "static /countries.json": the ISO 3166-1 alpha-2 codes the country pickers offer
   * (names come from the browser's Intl.DisplayNames in the user's language). The same for every
   * brand and request, so it is cached for a day. At the root, beside the apps, as the spec names it.
   */
  getCountries: defineEndpoint({
    method: 'GET',
    path: '/countries.json',
    base: 'root',
    success: 'http',
    auth: 'public',
    summary: 'The ISO 3166-1 alpha-2 country codes (spec §7 static /countries.json)',
    tags: ['configuration'],
    details: countriesListSchema,
  }),
  /**
   * The brand's icon for browsers that ask for /favicon.ico (every page load without a
   * `<link rel="icon">`): the brand's fav_icon (spec §3 files), else an icon drawn from its name and
   * primary colour, per brand host.
   */
  getFavicon: defineEndpoint({
    method: 'GET',
    path: '/favicon.ico',
    base: 'root',
    auth: 'public',
    produces: 'file',
    summary: "The brand's favicon (its fav_icon, else a default icon in its colour)",
    tags: ['configuration'],
  }),
  /** Brand configuration at start (spec §7 "Other"; path decided: GET /api/config). */
  getConfig: defineEndpoint({
    method: 'GET',
    path: '/config',
    auth: 'public',
    summary: 'Brand configuration for the requesting host',
    description:
      'Resolves the brand from the Host header (default brand as fallback). `module.api` and `module.mapi` are the brand API bases; meta css/js/images point at the same-origin attachment proxy.',
    tags: ['configuration'],
    details: configurationDetailsSchema,
  }),
  /** A brand meta attachment (spec §7: fetched with a 3 s timeout and cached server-side). */
  getConfigMetaAttachment: defineEndpoint({
    method: 'GET',
    path: '/config/meta/{brandId}/{kind}/{index}',
    auth: 'public',
    produces: 'file',
    summary: 'A brand meta attachment (css, js or image), fetched and cached by the server',
    tags: ['configuration'],
    request: {
      params: z.object({
        brandId: z.string().regex(/^brd_[a-z0-9_]+$/, { message: 'must be a brand id (brd_…)' }),
        kind: z.enum(metaAttachmentKinds),
        index: z.coerce.number().int().min(0).max(49),
      }),
    },
  }),
} as const;
