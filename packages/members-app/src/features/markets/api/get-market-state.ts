import { useQuery } from '@tanstack/react-query';
import type { FiatCurrency, MerchantMarketsDetails } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';

/** The rates module refreshes once a minute; the pages ask again as often while they are shown. */
export const marketRefreshMs = 60_000;

/** POST /api/markets without merchant_id: spec §3 Market state of every market coin, priced in `fiat`. */
export async function getMarketState(fiat: FiatCurrency): Promise<MerchantMarketsDetails> {
  const response = await apiClient().getMarkets({ body: { currency: fiat } });
  return response.request_details;
}

export function useMarketState(fiat: FiatCurrency) {
  return useQuery({
    queryKey: ['markets', 'state', fiat],
    queryFn: () => getMarketState(fiat),
    refetchInterval: marketRefreshMs,
    staleTime: marketRefreshMs / 2,
  });
}
