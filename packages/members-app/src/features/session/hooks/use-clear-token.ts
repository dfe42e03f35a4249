import { useQueryClient } from '@tanstack/react-query';
import { clearSession } from '../../../lib/session/use-sign-out.js';

/** A gate decided `clearToken`: end the server session (the cookie is HttpOnly) and forget the user. */
export function useClearToken(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => clearSession(queryClient);
}
