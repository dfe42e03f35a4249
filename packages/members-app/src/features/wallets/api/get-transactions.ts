import { useInfiniteQuery } from '@tanstack/react-query';
import type { Transaction, TransactionPage } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';

/** Filters of the transactions page; each maps to the query parameter of the same name. */
export interface TransactionFilters {
  asset?: string;
  type?: string;
  status?: string;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  /** YYYY-MM-DD, inclusive (the server includes that whole UTC day). */
  to?: string;
}

/** Rows per page; the server caps a page at 100. */
export const transactionsPageSize = 25;

export async function getTransactionsPage(
  filters: TransactionFilters,
  cursor: string | null,
): Promise<TransactionPage> {
  const query: Record<string, string | number> = { limit: transactionsPageSize };
  for (const [name, value] of Object.entries(filters)) if (value) query[name] = value;
  if (cursor) query['cursor'] = cursor;
  const response = await apiClient().getTransactions({ query });
  return response.request_details;
}

/** GET /transactions/getTransactions with the filters, one page at a time ("Load more"). */
export function useTransactions(filters: TransactionFilters) {
  return useInfiniteQuery({
    queryKey: ['wallets', 'transactions', filters],
    queryFn: ({ pageParam }) => getTransactionsPage(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/** The rows of every loaded page, newest first (a keyed list keeps the server's order). */
export function transactionRows(pages: readonly TransactionPage[] | undefined): Transaction[] {
  return (pages ?? []).flatMap((page) => Object.values(page.transactions));
}
