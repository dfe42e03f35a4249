import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../api-client.js';

/** What re-authenticates a session: the password, or a current two-factor code. */
export type ReauthenticateBody = { password: string } | { code: string };

/** Step-up (POST /users/reauthenticate): the session counts as re-authenticated for a few minutes. */
export function useReauthenticate() {
  return useMutation({ mutationFn: (body: ReauthenticateBody) => apiClient().reauthenticate({ body }) });
}
