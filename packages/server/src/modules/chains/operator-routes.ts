import { endpoints } from '@platform/core';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { Queryable } from '../../db/database.js';
import { authOf } from '../../http/request-auth.js';
import { serve } from '../../http/serve.js';

type ChainDeposits = z.output<typeof endpoints.listChainDeposits.details>;
type ChainAlerts = z.output<typeof endpoints.listChainAlerts.details>;

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A brand's chain deposits, newest first, filtered by status and user. */
export async function listBrandDeposits(
  queryable: Queryable,
  filter: { brandId: string; status: string | undefined; userId: string | undefined; limit: number },
): Promise<ChainDeposits['deposits']> {
  const result = await queryable.query<ChainDeposits['deposits'][number]>(
    `select id, chain, network, asset, txid, kind, output_index, address, user_id, amount::text as amount, status, confirmations,
       required_confirmations, block_height::text as block_height, orphaned_at is not null as orphaned,
       ${iso('created_at')} as created_at, ${iso('credited_at')} as credited_at
     from chain_deposits
     where brand_id = $1 and ($2::text is null or status = $2) and ($3::text is null or user_id = $3)
     order by created_at desc, id desc limit $4`,
    [filter.brandId, filter.status ?? null, filter.userId ?? null, filter.limit],
  );
  return result.rows;
}

/** The alerts about a brand's deposits, newest first (platform-wide alerts have no brand and stay out). */
export async function listBrandAlerts(
  queryable: Queryable,
  filter: { brandId: string; openOnly: boolean; limit: number },
): Promise<ChainAlerts['alerts']> {
  const result = await queryable.query<ChainAlerts['alerts'][number]>(
    `select a.id::text as id, a.chain, a.network, a.type, a.deposit_id, a.detail, ${iso('a.created_at')} as created_at,
       ${iso('a.resolved_at')} as resolved_at
     from chain_alerts a join chain_deposits d on d.id = a.deposit_id
     where d.brand_id = $1 and ($2 = 'false' or a.resolved_at is null)
     order by a.id desc limit $3`,
    [filter.brandId, filter.openOnly ? 'true' : 'false', filter.limit],
  );
  return result.rows;
}

/**
 * Operator views of the chain watchers (rows listChainDeposits and listChainAlerts: role operator,
 * scoped to the operator's brand): deposits with their confirmation state, and the alerts raised
 * about them (reorganisations after credit, reversals, failed reversals). Newest first, at most
 * 100 per page.
 */
export const chainOperatorRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.listChainDeposits, async (request) => {
    const { status, user_id: userId, limit } = request.query;
    const deposits = await listBrandDeposits(app.database, { brandId: authOf(request).brandId, status, userId, limit });
    return { deposits };
  });

  serve(app, endpoints.listChainAlerts, async (request) => {
    const { open, limit } = request.query;
    const alerts = await listBrandAlerts(app.database, {
      brandId: authOf(request).brandId,
      openOnly: open === 'true',
      limit,
    });
    return { alerts };
  });
};
