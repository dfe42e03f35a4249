import { useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey, getCurrentUser, type CurrentUserLookup } from './get-current-user.js';

/** Asks GET /users/me again now (after a login, a code, an edit) and puts the answer in the cache. */
export function useRefreshCurrentUser(): () => Promise<CurrentUserLookup> {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ queryKey: currentUserQueryKey, queryFn: getCurrentUser, staleTime: 0 });
}
