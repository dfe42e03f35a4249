import { useInfiniteQuery } from '@tanstack/react-query';
import {
  merchantSettlementTabs,
  type MerchantSettlement,
  type MerchantSettlementPage,
  type MerchantSettlementTab,
} from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';

/**
 * The settlements screen's tabs (routes merchantSettlements/widget, /creditcards, /wire of spec
 * §2); merchantSettlements alone shows the first, as the server's default tab is widget.
 */
export const settlementTabs = merchantSettlementTabs;
export type SettlementTab = MerchantSettlementTab;

export function isSettlementTab(value: unknown): value is SettlementTab {
  return typeof value === 'string' && (settlementTabs as readonly string[]).includes(value);
}

/**
 * One settlement record of a tab (GET /transactions/getMerchantSettlments): amounts are decimal
 * strings at the asset's full scale, gross and fee in `currency`, net in `net_currency` (a wire pays
 * a fiat amount out of a coin wallet); payout_reference is the ledger transfer or the payout's own
 * reference, bank_reference the bank's once a wire was paid.
 */
export type Settlement = MerchantSettlement;
export type MerchantSettlementsPage = MerchantSettlementPage;

export const merchantSettlementsPageSize = 25;
export const merchantSettlementsQueryKey = ['merchant', 'settlements'] as const;

export async function getMerchantSettlementsPage(
  tab: SettlementTab,
  cursor: string | null,
): Promise<MerchantSettlementsPage> {
  const query =
    cursor === null ? { tab, limit: merchantSettlementsPageSize } : { tab, limit: merchantSettlementsPageSize, cursor };
  const answer = await apiClient().getMerchantSettlments({ query });
  return answer.request_details;
}

export function useMerchantSettlements(tab: SettlementTab) {
  return useInfiniteQuery({
    queryKey: [...merchantSettlementsQueryKey, tab],
    queryFn: ({ pageParam }) => getMerchantSettlementsPage(tab, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}
