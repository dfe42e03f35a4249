import type { CurrencyCode } from '@platform/core';
import type { TransferRequest } from '../ledger/index.js';

/** The platform's fee of a gross amount in basis points, rounded up (the platform's favour, documented). */
export function feeOf(grossBaseUnits: bigint, feeBps: number): bigint {
  return (grossBaseUnits * BigInt(feeBps) + 9_999n) / 10_000n;
}

/**
 * The two immediate transfers of a merchant's credit net of the fee: source → the merchant's wallet
 * (net) and source → fee revenue (fee), linked so they succeed or fail together; a zero part is left
 * out. Ids come from the caller, derived from what is credited, so a retry moves nothing twice.
 */
export function netAndFeeTransfers(input: {
  sourceAccountId: string;
  walletAccountId: string;
  revenueAccountId: string;
  asset: CurrencyCode;
  net: { id: string; amount: bigint; code: string };
  fee: { id: string; amount: bigint };
}): TransferRequest[] {
  const { net, fee } = input;
  const transfers: TransferRequest[] = [];
  if (net.amount > 0n) {
    transfers.push({
      type: 'immediate',
      id: net.id,
      debitAccountId: input.sourceAccountId,
      creditAccountId: input.walletAccountId,
      asset: input.asset,
      amount: net.amount,
      code: net.code,
      linked: fee.amount > 0n,
    });
  }
  if (fee.amount > 0n) {
    transfers.push({
      type: 'immediate',
      id: fee.id,
      debitAccountId: input.sourceAccountId,
      creditAccountId: input.revenueAccountId,
      asset: input.asset,
      amount: fee.amount,
      code: 'merchant_fee',
    });
  }
  return transfers;
}
