import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The brand configuration changes rarely; one retry covers a blip without hiding an outage.
      queries: { retry: 1, staleTime: 5 * 60_000, refetchOnWindowFocus: false },
    },
  });
}
