import { toDecimalString, type CryptoCurrency, type MerchantPaymentView } from '@platform/core';
import { paymentUri } from '@platform/core/addresses';
import type { Queryable } from '../../db/database.js';
import { loadPaymentDeposits, loadPaymentRow, type PaymentRow } from './payment-repository.js';
import { toMerchantPayment } from './payment-view.js';
import type { PaymentsContext } from './payments-context.js';
import { findPaymentRefund } from './refund-repository.js';

type ViewContext = Pick<PaymentsContext, 'network' | 'tokenContracts'>;

/** A payment as committed with its version (merchant_payments.version, bumped by every change): for live status. */
export interface RefreshedPayment {
  payment: MerchantPaymentView;
  version: number;
}

export async function getPayment(
  context: Pick<PaymentsContext, 'database' | 'network' | 'tokenContracts'>,
  paymentId: string,
  queryable: Queryable = context.database,
): Promise<MerchantPaymentView | undefined> {
  return (await getVersionedPayment(context, paymentId, queryable))?.payment;
}

/** The payment with its version, read in one go: for live status. */
export async function getVersionedPayment(
  context: Pick<PaymentsContext, 'database' | 'network' | 'tokenContracts'>,
  paymentId: string,
  queryable: Queryable = context.database,
): Promise<RefreshedPayment | undefined> {
  const row = await loadPaymentRow(queryable, paymentId, { lock: false });
  if (row === undefined) return undefined;
  const deposits = await loadPaymentDeposits(queryable, paymentId);
  const refund = await findPaymentRefund(queryable, paymentId);
  return { payment: toMerchantPayment(row, deposits, { qr: qrOf(context, row), refund }), version: row.version };
}

/** The payment's payment URI (BIP21, EIP-681) for its QR code, once it has a coin and an address. */
export function qrOf(context: ViewContext, row: PaymentRow): string | null {
  if (row.coin === null || row.address === null || row.coin_amount === null) return null;
  const coin = row.coin as CryptoCurrency;
  // After a partial payment the QR asks for the rest only: scanning it again must not pay twice.
  const due = BigInt(row.coin_amount);
  const paid = BigInt(row.amount_paid);
  const amount = toDecimalString(coin, paid > 0n && paid < due ? due - paid : due);
  const token = coin === 'USDT' || coin === 'USDC' ? context.tokenContracts[coin] : undefined;
  const uri = paymentUri({
    coin,
    network: context.network,
    address: row.address,
    amount,
    ...(token === undefined ? {} : { tokenContract: token }),
  });
  // A token on a test network without a configured contract has no EIP-681 form: the address alone.
  return uri.ok ? uri.uri : row.address;
}

/**
 * The view of a payment that cannot have been paid yet: just created, or its coin just chosen (its
 * address is handed out in the same transaction, so no deposit to it can be recorded before the
 * commit, and nothing paid means no refund). Saves the deposit and refund reads on creation.
 */
export function unpaidPaymentView(context: ViewContext, row: PaymentRow): MerchantPaymentView {
  return toMerchantPayment(row, [], { qr: qrOf(context, row), refund: undefined });
}

/** The payment as its merchant's calls answer it, when it must exist (it was just changed). */
export async function paymentAfterChange(
  context: Pick<PaymentsContext, 'database' | 'network' | 'tokenContracts'>,
  paymentId: string,
): Promise<MerchantPaymentView> {
  const payment = await getPayment(context, paymentId);
  if (payment === undefined) throw new Error('payment vanished');
  return payment;
}
