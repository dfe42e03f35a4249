import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { clearSession } from '../../../lib/session/use-sign-out.js';

/**
 * A gate decided `clearToken`: end the server session (the cookie is HttpOnly) and forget the user.
 * The same function while the query client is the same, so the gates' effects can depend on it.
 */
export function useClearToken(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => clearSession(queryClient), [queryClient]);
}
