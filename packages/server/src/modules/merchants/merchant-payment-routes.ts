import { endpoints, type MerchantPaymentView } from '@platform/core';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../http/request-auth.js';
import { serve } from '../../http/serve.js';
import { walletsRefusal } from '../wallets/index.js';
import { acceptLatePayment } from './accept-late-payment.js';
import { createPayment } from './create-payment.js';
import { merchantOfUser } from './merchant-lookups.js';
import type { MerchantsService } from './merchants-plugin.js';
import { linkExpiresAt, paymentPrice } from './payment-request-checks.js';
import { getPayment } from './payment-reads.js';
import { loadPaymentDeposits, normalizePaymentRow, paymentColumns, type PaymentRow } from './payment-repository.js';
import { toMerchantPayment } from './payment-view.js';
import { requestRefund } from './refunds.js';

/** One page of the merchant's payments, newest first, optionally of one status. */
async function paymentsPage(
  service: MerchantsService,
  query: { merchantId: string; status?: string | undefined; cursor?: string | undefined; limit: number },
): Promise<{ payments: MerchantPaymentView[]; next_cursor: string | null }> {
  const { database } = service.context;
  const rows = await database.query<PaymentRow>(
    `select ${paymentColumns} from merchant_payments p
     where merchant_id = $1 and ($2::text is null or status = $2)
       and ($3::text is null or (created_at, id) < (select created_at, id from merchant_payments where id = $3))
     order by created_at desc, id desc limit $4`,
    [query.merchantId, query.status ?? null, query.cursor ?? null, query.limit + 1],
  );
  const page = rows.rows.slice(0, query.limit).map(normalizePaymentRow);
  const payments = [];
  for (const row of page) {
    const full = await getPayment(service.context, row.id);
    payments.push(full ?? toMerchantPayment(row, await loadPaymentDeposits(database, row.id), { qr: null }));
  }
  return { payments, next_cursor: rows.rows.length > query.limit ? (page.at(-1)?.id ?? null) : null };
}

/** The hosted widget link of a payment link (a path of this origin). */
function widgetLinkOf(payment: MerchantPaymentView): string {
  return `/widget/?merchant_id=${encodeURIComponent(payment.merchant_id)}&transaction_id=${encodeURIComponent(payment.transaction_id)}`;
}

/**
 * The merchant's payments in the merchant area: the list with cursor pages, payment links (a
 * payment created from the area), accepting a payment paid late and refunds to the customer.
 */
export function serveMerchantPaymentRoutes(app: FastifyInstance, service: MerchantsService): void {
  const merchantOf = (request: Parameters<typeof authOf>[0]) => merchantOfUser(app.database, authOf(request).userId);

  serve(app, endpoints.listMerchantPayments, async function merchantPayments(request) {
    const merchant = await merchantOf(request);
    return paymentsPage(service, { merchantId: merchant.id, ...request.query });
  });

  serve(app, endpoints.createPaymentLink, async function createMerchantPaymentLink(request) {
    const merchant = await merchantOf(request);
    const { body } = request;
    const amountBaseUnits = paymentPrice(body.currency, body.amount);
    try {
      const payment = await createPayment(service.context, {
        merchant,
        mode: service.context.testMode ? 'test' : 'live',
        amountBaseUnits,
        currency: body.currency,
        product: body.product,
        orderId: body.order_id,
        customerEmail: body.customer_email,
        idempotencyKey: body.idempotency_key,
        linkExpiresAt: linkExpiresAt(body, service.context.now()),
        custom: {},
      });
      return { ...payment, link: widgetLinkOf(payment) };
    } catch (error) {
      throw walletsRefusal(error);
    }
  });

  serve(app, endpoints.acceptLatePayment, async function acceptPaymentPaidLate(request) {
    const merchant = await merchantOf(request);
    const payment = await acceptLatePayment(service.context, { merchantId: merchant.id, paymentId: request.params.id });
    service.live.poke();
    return payment;
  });

  serve(app, endpoints.refundMerchantPayment, async function refundPayment(request) {
    const merchant = await merchantOf(request);
    const payment = await requestRefund(service.context, {
      merchant,
      paymentId: request.params.id,
      address: request.body.address,
    });
    service.live.poke();
    return payment;
  });
}
