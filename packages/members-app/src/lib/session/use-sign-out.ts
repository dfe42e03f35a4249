import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logoutDecision } from '@platform/core';
import { apiClient } from '../api-client.js';
import { currentUserQueryKey, type CurrentUserLookup } from './get-current-user.js';
import { configurationQueryKey } from '../configuration.js';
import { useSessionStore } from '../../stores/session-store.js';

/**
 * Clears the session (spec §4 "Logout removes the token cookie and clears the user"). The token
 * cookie is HttpOnly, so POST /users/logout removes it; a failure there (the session already ended)
 * changes nothing for the user, who is signed out here either way.
 */
export async function clearSession(queryClient: ReturnType<typeof useQueryClient>): Promise<void> {
  await apiClient()
    .logout()
    .catch(() => undefined);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== configurationQueryKey[0] });
  queryClient.setQueryData<CurrentUserLookup>(currentUserQueryKey, { status: 'signedOut' });
}

export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await clearSession(queryClient);
    useSessionStore.getState().reset();
    await navigate(logoutDecision.redirect);
  };
}
