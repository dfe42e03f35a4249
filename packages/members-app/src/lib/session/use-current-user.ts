import { useQuery } from '@tanstack/react-query';
import type { User } from '@platform/core';
import {
  currentUserPollingMs,
  currentUserQueryKey,
  getCurrentUser,
  type CurrentUserLookup,
} from './get-current-user.js';

/**
 * The signed-in user from GET /users/me, through the query cache. `poll` (the members layout) asks
 * again every 10 s (spec §7), also in a background tab so a replaced session is noticed.
 */
export function useCurrentUserQuery(options: { poll?: boolean; enabled?: boolean } = {}) {
  return useQuery<CurrentUserLookup>({
    queryKey: currentUserQueryKey,
    queryFn: getCurrentUser,
    staleTime: 0,
    retry: 1,
    enabled: options.enabled ?? true,
    refetchInterval: options.poll ? currentUserPollingMs : false,
    refetchIntervalInBackground: true,
  });
}

/** The signed-in user, or null (signed out, failed, or not loaded yet). */
export function useCurrentUser(): { user: User | null; lookup: CurrentUserLookup | undefined; isLoading: boolean } {
  const query = useCurrentUserQuery();
  const lookup = query.data;
  return { user: lookup?.status === 'signedIn' ? lookup.user : null, lookup, isLoading: query.isPending };
}
