import { randomBytes } from 'node:crypto';
import {
  isLocaleCode,
  paymentLinkSendLimit,
  type FiatCurrency,
  type LocaleCode,
  type SendLinkDetails,
} from '@platform/core';
import type { Transaction } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { findBrandById } from '../brands/index.js';
import type { NotifyService } from '../notify/index.js';
import type { MerchantRecord } from './merchant-repository.js';
import { loadPaymentRow, type PaymentRow } from './payment-repository.js';
import { sessionExpiredMessage, type PaymentsContext } from './payments-context.js';

/** Spec §2's default product name of the widget header. */
const defaultProduct = 'Merchandise';

/** The customer's language: one of the 7 locales (any case), anything else English. */
export function sendLinkLocale(lang: string | undefined): LocaleCode {
  const code = lang?.trim().toLowerCase();
  return isLocaleCode(code) ? code : 'en';
}

/** The hosted widget link of a payment (the same path POST /users/merchant/payments answers). */
export function hostedLinkPath(payment: { merchant_id: string; id: string }, locale?: LocaleCode): string {
  const query = new URLSearchParams({ merchant_id: payment.merchant_id, transaction_id: payment.id });
  if (locale !== undefined) query.set('lang', locale);
  return `/widget/?${query.toString()}`;
}

/** Open: the customer can still pay — no coin chosen before the link expires, or inside the 900 s window. */
function isOpen(row: PaymentRow, now: Date): boolean {
  if (row.status === 'awaiting_currency') return row.expires_at === null || now <= row.expires_at;
  if (row.status === 'new') return row.expires_at !== null && now <= row.expires_at;
  return false;
}

export interface SendLinkInput {
  merchant: MerchantRecord;
  paymentId: string;
  email: string;
  locale: LocaleCode;
  idempotencyKey: string | undefined;
  /** Absolute origin of the link (PUBLIC_URL, or the brand's host the request came to). */
  origin: string;
}

/**
 * Emails the hosted payment link (notify's payment_link template, in the customer's language)
 * through the outbox, in one transaction with its record, under the payment's row lock: at most
 * `paymentLinkSendLimit` emails per payment (429 after), only while the payment is open, and the
 * same idempotency key answers the first send without a second email (another email with it: 409).
 */
export async function sendPaymentLink(
  context: PaymentsContext,
  queue: NotifyService['queue'],
  input: SendLinkInput,
): Promise<SendLinkDetails> {
  return context.database.transaction(async (transaction) => {
    const row = await loadPaymentRow(transaction, input.paymentId, { lock: true });
    if (row === undefined || row.merchant_id !== input.merchant.id) {
      throw new DomainError('not_found', sessionExpiredMessage);
    }
    const link = `${input.origin}${hostedLinkPath(row, input.locale)}`;
    const counted = await transaction.query<{ sends: number }>(
      'select count(*)::int as sends from merchant_payment_link_sends where payment_id = $1',
      [row.id],
    );
    const sends = counted.rows[0]?.sends ?? 0;
    const answer = (total: number, replayed: boolean, email: string, locale: LocaleCode): SendLinkDetails => ({
      transaction_id: row.id,
      email,
      lang: locale,
      link: `${input.origin}${hostedLinkPath(row, locale)}`,
      sends: total,
      sends_left: Math.max(0, paymentLinkSendLimit - total),
      replayed,
    });
    if (input.idempotencyKey !== undefined) {
      const earlier = await transaction.query<{ email: string; locale: LocaleCode }>(
        'select email, locale from merchant_payment_link_sends where payment_id = $1 and idempotency_key = $2',
        [row.id, input.idempotencyKey],
      );
      const found = earlier.rows[0];
      if (found !== undefined) {
        if (found.email !== input.email) {
          throw new DomainError('conflict', {
            idempotency_key: 'This idempotency key was used to send the link to another address.',
          });
        }
        return answer(sends, true, found.email, found.locale);
      }
    }
    if (!isOpen(row, context.now())) throw new DomainError('conflict', { transaction_id: sessionExpiredMessage });
    if (sends >= paymentLinkSendLimit) {
      throw new DomainError('rate_limited', {
        transaction_id: `This payment link was emailed ${paymentLinkSendLimit} times already.`,
      });
    }
    await queueLinkEmail(transaction, queue, { input, row, link });
    return answer(sends + 1, false, input.email, input.locale);
  });
}

/** The payment_link email through notify's outbox, and its record, in the payment's transaction. */
async function queueLinkEmail(
  transaction: Transaction,
  queue: NotifyService['queue'],
  email: { input: SendLinkInput; row: PaymentRow; link: string },
): Promise<void> {
  const { input, row, link } = email;
  const brand = await findBrandById(transaction, input.merchant.brandId);
  if (brand === undefined) throw new Error(`merchant ${input.merchant.id} has no brand`);
  const sendId = `mls_${randomBytes(12).toString('hex')}`;
  const queued = await queue(transaction, {
    brand: { id: brand.id, configuration: brand.configuration },
    recipient: input.email,
    locale: input.locale,
    message: {
      template: 'payment_link',
      params: {
        amountBaseUnits: BigInt(row.amount),
        currency: row.currency as FiatCurrency,
        product: (row.product ?? defaultProduct).slice(0, 200),
        merchantName: input.merchant.name,
        link,
      },
    },
    idempotencyKey: `payment-link:${sendId}`,
  });
  await transaction.query(
    `insert into merchant_payment_link_sends (id, payment_id, email, locale, idempotency_key, outbox_message_id)
     values ($1, $2, $3, $4, $5, $6)`,
    [sendId, row.id, input.email, input.locale, input.idempotencyKey ?? null, queued.message.id],
  );
}
