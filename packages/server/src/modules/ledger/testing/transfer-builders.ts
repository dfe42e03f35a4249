import type { CurrencyCode } from '@platform/core';
import type { TransferRequest } from '../transfer-request.js';

/** An immediate transfer; `extra` overrides or adds fields (code, linked). */
export function immediate(
  id: string,
  from: { id: string; asset: CurrencyCode },
  to: { id: string },
  amount: bigint,
  extra: { linked?: boolean; code?: string; asset?: CurrencyCode } = {},
): Extract<TransferRequest, { type: 'immediate' }> {
  return {
    type: 'immediate',
    id,
    debitAccountId: from.id,
    creditAccountId: to.id,
    asset: extra.asset ?? from.asset,
    amount,
    code: extra.code ?? 'test',
    ...(extra.linked === undefined ? {} : { linked: extra.linked }),
  };
}

export function hold(
  id: string,
  from: { id: string; asset: CurrencyCode },
  to: { id: string },
  amount: bigint,
  extra: { timeoutSeconds?: number; linked?: boolean } = {},
): Extract<TransferRequest, { type: 'pending' }> {
  return {
    type: 'pending',
    id,
    debitAccountId: from.id,
    creditAccountId: to.id,
    asset: from.asset,
    amount,
    code: 'order',
    ...extra,
  };
}
