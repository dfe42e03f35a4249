import { endpoints } from '@platform/core';
import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../../../http/request-auth.js';
import { serve, type EndpointRequest } from '../../../http/serve.js';
import { depositAmount } from '../../wallets/index.js';
import { bankLineWire, listQueue, reportBankLine, resolveQueuedLine, type LineResult } from '../bank/bank-lines.js';
import { railsTexts } from '../rails-texts.js';
import { railsBodyLimitBytes, railsErrorHandler } from './route-support.js';

function lineDetails(result: LineResult) {
  return {
    line: bankLineWire(result.line),
    order_status: result.orderStatus,
    message: result.line.outcome === 'queued' ? railsTexts.en.unmatchedLine : null,
    replayed: result.replayed,
  };
}

async function reportLine(request: EndpointRequest<typeof endpoints.reportCheckoutBankLine>) {
  const auth = authOf(request);
  const body = request.body;
  const result = await reportBankLine(request.server, {
    brandId: auth.brandId,
    operatorId: auth.userId,
    bankTransactionId: body.bank_transaction_id,
    reference: body.reference,
    currency: body.currency,
    amountMinor: depositAmount(body.currency, body.amount),
    valueDate: body.value_date,
  });
  return lineDetails(result);
}

async function queue(request: EndpointRequest<typeof endpoints.listCheckoutBankQueue>) {
  const auth = authOf(request);
  const lines = await listQueue(request.server, auth.brandId, request.query.page_size ?? 100);
  return { lines: lines.map(bankLineWire) };
}

async function resolve(request: EndpointRequest<typeof endpoints.resolveCheckoutBankLine>) {
  const auth = authOf(request);
  const result = await resolveQueuedLine(request.server, {
    brandId: auth.brandId,
    operatorId: auth.userId,
    lineId: request.params.id,
    action: request.body.action,
    orderId: request.body.checkout_id,
    note: request.body.note,
  });
  return lineDetails(result);
}

/** Operators of the brand: report checkout bank lines, read and resolve the queue of unmatched ones. */
export const railsOperatorRoutes: FastifyPluginAsync = async (app) => {
  app.setErrorHandler(railsErrorHandler);
  serve(app, endpoints.reportCheckoutBankLine, reportLine, { bodyLimit: railsBodyLimitBytes });
  serve(app, endpoints.listCheckoutBankQueue, queue);
  serve(app, endpoints.resolveCheckoutBankLine, resolve, { bodyLimit: railsBodyLimitBytes });
};
