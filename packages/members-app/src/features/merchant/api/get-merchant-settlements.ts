import { useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.js';
import { parseDetails } from './merchant-area-call.js';

/**
 * The settlements screen's tabs (routes merchantSettlements/widget, /creditcards, /wire of spec
 * §2); merchantSettlements alone shows the first, as the server's default tab is widget.
 */
export const settlementTabs = ['widget', 'creditcards', 'wire'] as const;
export type SettlementTab = (typeof settlementTabs)[number];

export function isSettlementTab(value: unknown): value is SettlementTab {
  return typeof value === 'string' && (settlementTabs as readonly string[]).includes(value);
}

const decimalSchema = z.string().regex(/^-?[0-9]{1,40}(\.[0-9]{1,18})?$/);

/**
 * ASSUMED SHAPE, to reconcile with the server's (the call is being built beside this screen; this
 * mirrors the draft of core's schemas/merchant-settlement.ts as seen while writing it):
 * GET /transactions/getMerchantSettlments?tab=widget|creditcards|wire&limit&cursor answers
 * `request_details: { tab, settlements: Settlement[], next_cursor: string | null }`, newest first.
 * Amounts are decimal strings at the asset's full scale: gross and fee in `currency`, net in
 * `net_currency` (a wire pays a fiat amount out of a coin wallet). status is one of
 * `settlementStatuses` (any other is shown as it came). payout_reference is the ledger transfer or
 * the payout's own reference; bank_reference the bank's, once a wire was paid.
 */
export const settlementSchema = z.looseObject({
  id: z.string().min(1).max(200),
  date: z.string().max(64),
  order_id: z.string().max(200).nullable(),
  payment_id: z.string().max(200).nullable().optional(),
  currency: z.string().min(1).max(12),
  gross: decimalSchema,
  fee: decimalSchema,
  net: decimalSchema,
  net_currency: z.string().min(1).max(12),
  status: z.string().min(1).max(40),
  payout_reference: z.string().max(200).nullable(),
  bank_reference: z.string().max(200).nullable().optional(),
});
export type Settlement = z.infer<typeof settlementSchema>;

export const settlementStatuses = ['completed', 'requested', 'paid', 'failed'] as const;

export const merchantSettlementsPageSchema = z.looseObject({
  settlements: z.array(settlementSchema).max(100),
  next_cursor: z.string().max(200).nullable(),
});
export type MerchantSettlementsPage = z.infer<typeof merchantSettlementsPageSchema>;

export const merchantSettlementsPageSize = 25;
export const merchantSettlementsQueryKey = ['merchant', 'settlements'] as const;

export async function getMerchantSettlementsPage(
  tab: SettlementTab,
  cursor: string | null,
): Promise<MerchantSettlementsPage> {
  const query =
    cursor === null ? { tab, limit: merchantSettlementsPageSize } : { tab, limit: merchantSettlementsPageSize, cursor };
  const answer = await apiClient().getMerchantSettlments({ query });
  return parseDetails(merchantSettlementsPageSchema, answer, 'GET /transactions/getMerchantSettlments');
}

export function useMerchantSettlements(tab: SettlementTab) {
  return useInfiniteQuery({
    queryKey: [...merchantSettlementsQueryKey, tab],
    queryFn: ({ pageParam }) => getMerchantSettlementsPage(tab, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}
