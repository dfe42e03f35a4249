import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.js';

/** GET /locate: the visitor's country by IP (GB when unknown, spec §9), and whether it is served. */
export async function locate(): Promise<{ country: string | null; served: boolean }> {
  const details = (await apiClient().locate()).request_details as { country?: unknown; served?: unknown } | undefined;
  return {
    country: typeof details?.country === 'string' ? details.country : null,
    served: details?.served !== false,
  };
}

export function useLocatedCountry() {
  return useQuery({ queryKey: ['locate'], queryFn: locate, staleTime: 60 * 60_000, retry: false });
}
