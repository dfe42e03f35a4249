import {
  toDecimalString,
  type CryptoCurrency,
  type FiatCurrency,
  type MerchantPayment,
  type MerchantPaymentView,
} from '@platform/core';
import type { PaymentDepositRow, PaymentRow } from './payment-repository.js';
import type { RefundRow } from './refund-repository.js';

const onChainState = (deposit: PaymentDepositRow): MerchantPayment['payments'][number]['state'] => {
  if (deposit.status === 'credited') return 'confirmed';
  if (deposit.status === 'replaced' || deposit.status === 'reversed') return 'replaced';
  if (deposit.status === 'confirming') return 'confirming';
  return 'detected';
};

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** The whole payment as the widget, live status, webhooks and the merchant area see it. */
export function toMerchantPayment(
  row: PaymentRow,
  deposits: readonly PaymentDepositRow[],
  extras: { qr: string | null; refund?: RefundRow | undefined },
): MerchantPaymentView {
  const coin = row.coin as CryptoCurrency | null;
  const due = row.coin_amount === null ? 0n : BigInt(row.coin_amount);
  const paid = BigInt(row.amount_paid);
  const remaining = due > paid ? due - paid : 0n;
  const coinAmount = (baseUnits: bigint) => (coin === null ? '0' : toDecimalString(coin, baseUnits));
  return {
    transaction_id: row.id,
    merchant_id: row.merchant_id,
    status: row.status,
    exception_status: row.exception_status,
    test_mode: row.mode === 'test',
    amount: toDecimalString(row.currency as FiatCurrency, BigInt(row.amount)),
    currency: row.currency as FiatCurrency,
    currency_1_iso: coin,
    currency_1_amount: row.coin_amount === null ? null : coinAmount(due),
    currency_1_address: row.address,
    currency_1_tag: null,
    qr: extras.qr,
    amount_paid: coinAmount(paid),
    amount_due: coinAmount(remaining),
    rate: row.rate,
    required_confirmations: row.required_confirmations,
    payments: deposits
      .filter((deposit) => deposit.status !== 'dust')
      .map((deposit) => ({
        txid: deposit.txid,
        amount: coinAmount(BigInt(deposit.amount)),
        confirmations:
          deposit.status === 'credited'
            ? Math.max(deposit.confirmations, deposit.required_confirmations)
            : deposit.confirmations,
        required_confirmations: deposit.required_confirmations,
        state: onChainState(deposit),
        seen_at: deposit.created_at.toISOString(),
      })),
    order_id: row.order_id,
    product: row.product,
    transaction_c1: row.c1,
    transaction_c2: row.c2,
    transaction_c3: row.c3,
    transaction_c4: row.c4,
    return_url: row.return_url,
    created_at: row.created_at.toISOString(),
    expires_at: row.coin === null ? null : iso(row.expires_at),
    monitoring_until: iso(row.monitoring_until),
    settled_at: iso(row.settled_at),
    link_expires_at: iso(row.link_expires_at),
    refund:
      extras.refund === undefined || coin === null
        ? null
        : {
            refund_id: extras.refund.id,
            reason: extras.refund.reason,
            status: extras.refund.status,
            amount: coinAmount(BigInt(extras.refund.amount)),
            address: extras.refund.address,
            txid: extras.refund.txid,
            requested_at: extras.refund.created_at.toISOString(),
          },
  };
}
