import { endpoints } from '@platform/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { authOf } from '../../../http/request-auth.js';
import { serve, type EndpointRequest } from '../../../http/serve.js';
import { replyWithFailure } from '../../../plugins/error-handler.js';
import { listPayouts } from '../payout-records.js';
import { localizePayoutMessage, payoutsLocale } from '../payouts-texts.js';
import { listBatches } from '../sepa/batch-list.js';
import { batchFile } from '../sepa/batches.js';
import { findDebtorAccount, setDebtorAccount } from '../sepa/debtor-accounts.js';
import { batchSummaryWire, batchWire, debtorAccountWire, payoutWire } from './payout-wire.js';

const bodyLimitBytes = 16 * 1024;

function payoutsErrorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): unknown {
  const locale = payoutsLocale(request);
  return replyWithFailure(error, request, reply, (message) => localizePayoutMessage(message, locale));
}

async function list(request: EndpointRequest<typeof endpoints.listPayouts>) {
  const query = request.query;
  const pageSize = query.page_size ?? 50;
  const rows = await listPayouts(request.server.database, {
    brandId: authOf(request).brandId,
    status: query.status,
    rail: query.rail,
    source: query.source,
    batchId: query.batch_id,
    beforeSeq: query.cursor === undefined ? undefined : BigInt(query.cursor),
    limit: pageSize + 1,
  });
  const page = rows.slice(0, pageSize);
  return {
    payouts: page.map(payoutWire),
    next_cursor: rows.length > pageSize ? page[page.length - 1]!.seq.toString() : null,
  };
}

async function listBatchPage(request: EndpointRequest<typeof endpoints.listPayoutBatches>) {
  const pageSize = request.query.page_size ?? 20;
  const rows = await listBatches(request.server.database, {
    brandId: authOf(request).brandId,
    beforeId: request.query.cursor,
    limit: pageSize + 1,
  });
  const page = rows.slice(0, pageSize);
  return {
    batches: page.map(batchSummaryWire),
    next_cursor: rows.length > pageSize ? page[page.length - 1]!.id : null,
  };
}

/** The batch of a `/operator/payouts/batches/{id}/…` call, and the operator acting on it. */
function batchKey(request: EndpointRequest<typeof endpoints.markPayoutBatchSent | typeof endpoints.settlePayoutBatch>) {
  const auth = authOf(request);
  return { id: request.params.id, brandId: auth.brandId, operatorId: auth.userId };
}

async function download(request: EndpointRequest<typeof endpoints.downloadPayoutBatchFile>, reply: FastifyReply) {
  const { batch, xml } = await batchFile(request.server.database, {
    id: request.params.id,
    brandId: authOf(request).brandId,
  });
  return reply
    .header('content-type', 'application/xml; charset=utf-8')
    .header('content-disposition', `attachment; filename="${batch.messageId}.${batch.format}.xml"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(xml);
}

/**
 * The operators' payout calls (operators of the brand, their brand's payouts only): debtor account,
 * list, SEPA batches (list, create, download the pain.001 file, mark sent, settle), the bank's outcome per payout,
 * and a card payout's status.
 */
export const payoutsRoutes: FastifyPluginAsync = async (app) => {
  app.setErrorHandler(payoutsErrorHandler);
  serve(app, endpoints.getPayoutDebtorAccount, async (request) =>
    debtorAccountWire(await findDebtorAccount(app.database, authOf(request).brandId)),
  );
  serve(
    app,
    endpoints.setPayoutDebtorAccount,
    async (request) => {
      const auth = authOf(request);
      const account = await setDebtorAccount(app.database, {
        ...request.body,
        brandId: auth.brandId,
        operatorId: auth.userId,
      });
      // Where the platform's money is paid from is sensitive: every change is logged with who made it.
      request.log.info({ brandId: auth.brandId, operatorId: auth.userId }, 'payout debtor account set');
      return debtorAccountWire(account);
    },
    { bodyLimit: bodyLimitBytes },
  );
  serve(app, endpoints.listPayouts, list);
  serve(
    app,
    endpoints.createPayoutBatch,
    async (request) => {
      const auth = authOf(request);
      const body = request.body;
      return batchWire(
        await app.payouts.createBatch({
          brandId: auth.brandId,
          operatorId: auth.userId,
          requestId: body.request_id,
          executionDate: body.execution_date,
          ...(body.format === undefined ? {} : { format: body.format }),
          ...(body.max_payouts === undefined ? {} : { maxPayouts: body.max_payouts }),
        }),
      );
    },
    { bodyLimit: bodyLimitBytes },
  );
  serve(app, endpoints.listPayoutBatches, listBatchPage);
  serve(app, endpoints.downloadPayoutBatchFile, download);
  serve(app, endpoints.markPayoutBatchSent, async (request) =>
    batchWire(await app.payouts.markBatchSent(batchKey(request))),
  );
  serve(app, endpoints.settlePayoutBatch, async (request) =>
    batchWire(await app.payouts.settleBatch(batchKey(request))),
  );
  serve(
    app,
    endpoints.recordPayoutBankOutcome,
    async (request) => {
      const auth = authOf(request);
      const outcome = await app.payouts.recordBankOutcome({
        id: request.params.id,
        brandId: auth.brandId,
        operatorId: auth.userId,
        status: request.body.status,
        reasonCode: request.body.reason_code,
      });
      return { payout: payoutWire(outcome.payout), replayed: outcome.replayed };
    },
    { bodyLimit: bodyLimitBytes },
  );
  serve(app, endpoints.getCardPayoutStatus, async (request) => {
    const outcome = await app.payouts.refreshCardPayout({ id: request.params.id, brandId: authOf(request).brandId });
    return { payout: payoutWire(outcome.payout), replayed: outcome.replayed };
  });
};
