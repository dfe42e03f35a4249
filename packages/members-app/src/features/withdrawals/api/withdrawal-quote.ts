import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CurrencyCode, WithdrawalMethod } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';

export interface QuoteInput {
  currency: CurrencyCode;
  /** A decimal amount; '0' while none is typed (the quote still tells the fee, minimum and balance). */
  amount: string;
  method: WithdrawalMethod;
}

/** GET /transactions/withdrawalQuote: fee, total, minimum, network fee estimate, limits and any refusal. */
export async function getWithdrawalQuote(input: QuoteInput) {
  const answer = await apiClient().getWithdrawalQuote({
    query: { currency: input.currency, amount: input.amount, method: input.method },
  });
  return answer.request_details;
}

/** The quote of the draft; the last one stays on screen while the next loads (no flicker while typing). */
export function useWithdrawalQuote(input: QuoteInput | null) {
  return useQuery({
    queryKey: ['withdrawals', 'quote', input],
    queryFn: () => getWithdrawalQuote(input as QuoteInput),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
