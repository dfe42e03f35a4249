import { createHash } from 'node:crypto';
import type { FiatCurrency } from '@platform/core';
import type { Transaction } from '../../db/database.js';
import { createTransfersInTransaction, ensureAccount, isRecorded, platformOwner } from '../ledger/index.js';
import { recordTransaction } from '../wallets/index.js';
import type { MerchantRecord } from './merchant-repository.js';
import { feeOf, netAndFeeTransfers } from './net-and-fee.js';
import { recordCardSaleSettlement } from './settlement-records.js';

export interface CardSale {
  merchant: MerchantRecord;
  /** The checkout's order id: one settlement per order, whatever the retries. */
  orderId: string;
  currency: FiatCurrency;
  /** What the card was charged, in cents. */
  grossBaseUnits: bigint;
}

export class CardSaleConflictError extends Error {
  constructor(orderId: string) {
    super(`Card sale ${orderId} was settled before with other amounts`);
    this.name = 'CardSaleConflictError';
  }
}

/**
 * For the guest checkout (not built yet): a card sale for a merchant, captured at the card payment
 * provider, is credited to the merchant's fiat wallet net of the merchant's fee, inside the
 * checkout's transaction — psp_clearing → the merchant's wallet (net) and → fee_revenue (fee
 * rounded up), linked, ids derived from the merchant and the order, plus the `creditcards`
 * settlement record and the merchant's transactions-list row. A replay moves nothing.
 */
export async function settleCardSale(
  transaction: Transaction,
  sale: CardSale,
): Promise<{ settlementId: string; netBaseUnits: bigint; feeBaseUnits: bigint; replayed: boolean }> {
  if (sale.grossBaseUnits <= 0n) throw new RangeError('A card sale is positive');
  const { merchant } = sale;
  const key = createHash('sha256').update(`${merchant.id}:${sale.orderId}`).digest('hex').slice(0, 40);
  const fee = feeOf(sale.grossBaseUnits, merchant.feeBps);
  const net = sale.grossBaseUnits - fee;
  const netId = `pcard_${key}`;
  const feeId = `pcfee_${key}`;
  const outcomes = await createTransfersInTransaction(
    transaction,
    await cardSaleTransfers(transaction, sale, { net: { id: netId, amount: net }, fee: { id: feeId, amount: fee } }),
  );
  if (outcomes.some((outcome) => outcome.result === 'exists_with_different_fields')) {
    throw new CardSaleConflictError(sale.orderId);
  }
  if (!outcomes.every((outcome) => isRecorded(outcome.result))) {
    throw new Error(`card sale ${sale.orderId} failed in the ledger: ${outcomes.map((each) => each.result).join()}`);
  }
  const settlementId = `mset_card_${key}`;
  await recordCardSaleSettlement(transaction, {
    id: settlementId,
    merchantId: merchant.id,
    paymentId: null,
    orderId: sale.orderId,
    currency: sale.currency,
    grossBaseUnits: sale.grossBaseUnits,
    feeBaseUnits: fee,
    netTransferId: net > 0n ? netId : null,
    feeTransferId: fee > 0n ? feeId : null,
  });
  if (net > 0n) {
    await recordTransaction(transaction, {
      brandId: merchant.brandId,
      userId: merchant.userId,
      type: 'merchant_card_sale',
      status: 'completed',
      currency: sale.currency,
      direction: 'credit',
      amountBaseUnits: net,
      feeBaseUnits: fee,
      paymentMethod: 'Credit Card',
      orderId: sale.orderId.slice(0, 200),
      ledgerTransferId: netId,
    });
  }
  return {
    settlementId,
    netBaseUnits: net,
    feeBaseUnits: fee,
    replayed: outcomes.every((outcome) => outcome.result === 'exists'),
  };
}

/** psp_clearing → the merchant's fiat wallet (net) and → fee_revenue (fee), linked. */
async function cardSaleTransfers(
  transaction: Transaction,
  sale: CardSale,
  parts: { net: { id: string; amount: bigint }; fee: { id: string; amount: bigint } },
) {
  const clearing = await ensureAccount(transaction, {
    owner: platformOwner,
    asset: sale.currency,
    kind: 'psp_clearing',
  });
  const wallet = await ensureAccount(transaction, { owner: sale.merchant.userId, asset: sale.currency, kind: 'user' });
  const revenue = await ensureAccount(transaction, { owner: platformOwner, asset: sale.currency, kind: 'fee_revenue' });
  return netAndFeeTransfers({
    sourceAccountId: clearing.id,
    walletAccountId: wallet.id,
    revenueAccountId: revenue.id,
    asset: sale.currency,
    net: { ...parts.net, code: 'merchant_card_sale' },
    fee: parts.fee,
  });
}
