import type { MerchantPayment } from '@platform/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveStatus } from './live-status.js';

/** Comment lines that keep proxies from closing a quiet stream. */
const heartbeatIntervalMs = 25_000;

/** One payment's event text, serialized once for all its subscribers (a change reaches many at once). */
const serializedEvents = new WeakMap<MerchantPayment, string>();
function serverSentEvent(payment: MerchantPayment): string {
  let text = serializedEvents.get(payment);
  if (text === undefined) {
    text = `event: payment\ndata: ${JSON.stringify(payment)}\n\n`;
    serializedEvents.set(payment, text);
  }
  return text;
}

/**
 * GET /api/transaction/events: the payment at once, then each newer version live status delivers, as
 * Server-Sent Events (`event: payment`, the whole payment as JSON) until the client goes away.
 */
export function streamPayment(
  live: LiveStatus,
  request: FastifyRequest,
  reply: FastifyReply,
  first: { payment: MerchantPayment; version: number },
): void {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const send = (payment: MerchantPayment) => {
    response.write(serverSentEvent(payment));
  };
  send(first.payment);
  const unsubscribe = live.subscribe(first.payment.transaction_id, send, first.version);
  const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), heartbeatIntervalMs);
  const close = () => {
    clearInterval(heartbeat);
    unsubscribe();
  };
  request.raw.on('close', close);
  response.on('error', close);
}
