import { z } from 'zod';
import { configurationDetailsSchema, metaAttachmentKinds } from '../../schemas/configuration.js';
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
