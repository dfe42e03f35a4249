import { useQuery } from '@tanstack/react-query';
import type { ChartRangeName } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';
import { marketRefreshMs } from './get-market-state.js';

/** The ranges the coin page offers (spec: 24 h, 7 d, 30 d, 1 y). */
export const coinChartRanges = ['24h', '7d', '30d', '1y'] as const satisfies readonly ChartRangeName[];
export type CoinChartRange = (typeof coinChartRanges)[number];

/** GET /checkout/getChartRates: the history of one fiat/coin pair (EUR_BTC) over a range, oldest first. */
export function useChartRates(pair: string, range: CoinChartRange) {
  return useQuery({
    queryKey: ['markets', 'chart', pair, range],
    queryFn: async () => (await apiClient().getChartRates({ query: { pair, range } })).request_details,
    refetchInterval: marketRefreshMs,
    staleTime: marketRefreshMs / 2,
  });
}
