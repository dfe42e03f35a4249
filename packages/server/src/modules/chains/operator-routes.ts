import { failureEnvelopeSchema, ok } from '@platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.js';

export const maxOperatorPageSize = 100;

const failures = { 400: failureEnvelopeSchema, 401: failureEnvelopeSchema, 403: failureEnvelopeSchema };
const depositStatuses = ['detected', 'confirming', 'credited', 'dust', 'replaced', 'reversed'] as const;

const depositSchema = z.object({
  id: z.string(),
  chain: z.string(),
  network: z.string(),
  asset: z.string(),
  txid: z.string(),
  kind: z.string(),
  output_index: z.number().int(),
  address: z.string(),
  user_id: z.string(),
  /** Base units (integer string). */
  amount: z.string(),
  status: z.enum(depositStatuses),
  confirmations: z.number().int(),
  required_confirmations: z.number().int(),
  block_height: z.string().nullable(),
  orphaned: z.boolean(),
  created_at: z.string(),
  credited_at: z.string().nullable(),
});

const alertSchema = z.object({
  id: z.string(),
  chain: z.string(),
  network: z.string(),
  type: z.string(),
  deposit_id: z.string().nullable(),
  detail: z.string(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Operator views of the chain watchers (role operator; scoped to the operator's brand): deposits
 * with their confirmation state, and the alerts raised about them (reorganisations after credit,
 * reversals, failed reversals). Newest first, at most 100 per page.
 */
export const chainOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const brandOf = (auth: { brandId: string } | null) => {
    if (auth === null) throw new DomainError('unauthorized', 'Please sign in.');
    return auth.brandId;
  };

  app.get(
    '/operator/chain/deposits',
    {
      schema: {
        summary: 'Chain deposits of the operator’s brand, newest first',
        description: 'Filters: status, user_id. Amounts are base-unit integers as strings.',
        tags: ['operator'],
        querystring: z.object({
          status: z.enum(depositStatuses).optional(),
          user_id: z
            .string()
            .regex(/^usr_[a-z0-9]{1,60}$/, { message: 'must be a user id (usr_…)' })
            .optional(),
          limit: z.coerce.number().int().min(1).max(maxOperatorPageSize).default(25),
        }),
        response: {
          200: z.object({
            request_status: z.literal(1),
            request_details: z.object({ deposits: z.array(depositSchema) }),
          }),
          ...failures,
        },
      },
      preHandler: app.accounts.requireOperator,
    },
    async (request) => {
      const { status, user_id: userId, limit } = request.query;
      const result = await app.database.query<z.infer<typeof depositSchema>>(
        `select id, chain, network, asset, txid, kind, output_index, address, user_id, amount::text as amount, status, confirmations,
           required_confirmations, block_height::text as block_height, orphaned_at is not null as orphaned,
           ${iso('created_at')} as created_at, ${iso('credited_at')} as credited_at
         from chain_deposits
         where brand_id = $1 and ($2::text is null or status = $2) and ($3::text is null or user_id = $3)
         order by created_at desc, id desc limit $4`,
        [brandOf(request.auth), status ?? null, userId ?? null, limit],
      );
      return ok({ deposits: result.rows });
    },
  );

  app.get(
    '/operator/chain/alerts',
    {
      schema: {
        summary: 'Chain alerts about deposits of the operator’s brand, newest first',
        description: 'open=true lists only unresolved alerts.',
        tags: ['operator'],
        querystring: z.object({
          open: z.enum(['true', 'false']).default('false'),
          limit: z.coerce.number().int().min(1).max(maxOperatorPageSize).default(25),
        }),
        response: {
          200: z.object({ request_status: z.literal(1), request_details: z.object({ alerts: z.array(alertSchema) }) }),
          ...failures,
        },
      },
      preHandler: app.accounts.requireOperator,
    },
    async (request) => {
      const result = await app.database.query<z.infer<typeof alertSchema>>(
        `select a.id::text as id, a.chain, a.network, a.type, a.deposit_id, a.detail, ${iso('a.created_at')} as created_at,
           ${iso('a.resolved_at')} as resolved_at
         from chain_alerts a join chain_deposits d on d.id = a.deposit_id
         where d.brand_id = $1 and ($2 = 'false' or a.resolved_at is null)
         order by a.id desc limit $3`,
        [brandOf(request.auth), request.query.open, request.query.limit],
      );
      return ok({ alerts: result.rows });
    },
  );
};
