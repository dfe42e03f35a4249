import { widgetTimerSeconds, type CryptoCurrency, type FiatCurrency, type MerchantPaymentView } from '@platform/core';
import type { Transaction } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { convertAmount } from '../rates/index.js';
import { rateForMoney } from './money-rate.js';
import { assignPaymentAddress, chainOf, ensureWallet, reserveAddress } from '../wallets/index.js';
import type { MerchantRecord } from './merchant-repository.js';
import { notifyView } from './payment-events.js';
import { paymentAfterChange, unpaidPaymentView } from './payment-reads.js';
import { loadPaymentRow, normalizePaymentRow, paymentColumns, type PaymentRow } from './payment-repository.js';
import { monitoringWindowSeconds, sessionExpiredMessage, type PaymentsContext } from './payments-context.js';

export interface CoinChoice {
  merchant: MerchantRecord;
  paymentId: string;
  coin: CryptoCurrency;
}

type ReservedAddress = Awaited<ReturnType<typeof reserveAddress>>;

/**
 * The customer chose the coin: derive a fresh address from the brand's key, fix the rate and the
 * amount due (rounded up: the customer never pays less than the price) for the 900 s window.
 * Choosing the same coin again answers the same payment; another coin once chosen is refused.
 */
export async function selectPaymentCurrency(context: PaymentsContext, input: CoinChoice): Promise<MerchantPaymentView> {
  const { merchant, coin } = input;
  if (!merchant.currencies.includes(coin)) {
    throw new DomainError('validation_failed', { currency_1_iso: `${coin} is not accepted by this merchant.` });
  }
  // The merchant's wallet of the coin (where settlements land) exists before the payment can be paid.
  await ensureWallet(context.database, {
    userId: merchant.userId,
    brandId: merchant.brandId,
    currency: coin,
    network: context.network,
  });
  const reserved = await reserveIfWaiting(context, input);
  const selected = await context.database.transaction(async (transaction) => {
    const row = await loadPaymentRow(transaction, input.paymentId, { lock: true });
    if (row === undefined || row.merchant_id !== merchant.id) {
      throw new DomainError('not_found', sessionExpiredMessage);
    }
    if (row.coin === coin) return undefined;
    if (row.coin !== null) {
      throw new DomainError('conflict', { currency_1_iso: `This payment is already to be paid in ${row.coin}.` });
    }
    const now = context.now();
    if (row.status !== 'awaiting_currency' || (row.expires_at !== null && now > row.expires_at)) {
      throw new DomainError('conflict', sessionExpiredMessage);
    }
    return fixCoin(context, transaction, { row, input, reserved, now });
  });
  return selected ?? paymentAfterChange(context, input.paymentId);
}

/**
 * The address is reserved before the payment's transaction, in its own statement: reserving it
 * inside would hold the brand key's row until the commit and queue every concurrent creation behind
 * it (bench/README.md "Payment creation"). Only a payment still waiting for its coin reserves; one
 * that a concurrent request completes first leaves its index unused (harmless).
 */
async function reserveIfWaiting(context: PaymentsContext, input: CoinChoice): Promise<ReservedAddress | undefined> {
  const { merchant, coin } = input;
  const waiting = await context.database.query(
    `select 1 from merchant_payments where id = $1 and merchant_id = $2 and coin is null and status = 'awaiting_currency'`,
    [input.paymentId, merchant.id],
  );
  if (waiting.rows.length === 0) return undefined;
  return reserveAddress(context.database, {
    brandId: merchant.brandId,
    chain: chainOf(coin),
    network: context.network,
  });
}

/** The amount due in the coin at a fresh money rate, rounded up; spec §8's rates message when there is none. */
async function amountDue(
  context: PaymentsContext,
  transaction: Transaction,
  row: PaymentRow,
  coin: CryptoCurrency,
  now: Date,
) {
  const currency = row.currency as FiatCurrency;
  const rate = await rateForMoney({
    database: transaction,
    pair: `${currency}_${coin}`,
    maxAgeMs: context.moneyRateMaxAgeMs,
    now,
  });
  const due = convertAmount({
    amountBaseUnits: BigInt(row.amount),
    from: currency,
    to: coin,
    pair: rate.quoted,
    rateUnits: rate.quoted.rateUnits,
    // The customer pays the price at least: rounding up is at most one base unit in the merchant's favour.
    rounding: 'up',
  });
  if (due <= 0n) throw new DomainError('validation_failed', { amount: 'The amount is too small to pay.' });
  return { due, rate };
}

/** Under the payment's lock: the address, the rate and the 900 s window, and the payment.currency_selected event. */
async function fixCoin(
  context: PaymentsContext,
  transaction: Transaction,
  choice: { row: PaymentRow; input: CoinChoice; reserved: ReservedAddress | undefined; now: Date },
): Promise<MerchantPaymentView> {
  const { row, input, now } = choice;
  const { merchant, coin } = input;
  const { due, rate } = await amountDue(context, transaction, row, coin, now);
  const address = await assignPaymentAddress(
    transaction,
    {
      brandId: merchant.brandId,
      userId: merchant.userId,
      chain: chainOf(coin),
      network: context.network,
      paymentId: row.id,
    },
    choice.reserved,
  );
  const expiresAt = new Date(now.getTime() + widgetTimerSeconds * 1000);
  const changed = await transaction.query<PaymentRow>(
    `update merchant_payments set status = 'new', coin = $2, coin_amount = $3::numeric, rate = $4, rate_pair = $5,
       address = $6, required_confirmations = $7, currency_selected_at = $8, expires_at = $9, monitoring_until = $10,
       updated_at = $8, version = version + 1
     where id = $1
     returning ${paymentColumns}`,
    [
      row.id,
      coin,
      due.toString(),
      rate.rate,
      rate.quoted.pair,
      address.address,
      context.requiredConfirmations(coin),
      now,
      expiresAt,
      new Date(expiresAt.getTime() + monitoringWindowSeconds * 1000),
    ],
  );
  const updated = changed.rows[0];
  if (updated === undefined) throw new Error('payment vanished');
  const payment = unpaidPaymentView(context, normalizePaymentRow(updated));
  await notifyView(context, transaction, payment, 'payment.currency_selected', `${row.id}:currency`);
  return payment;
}
