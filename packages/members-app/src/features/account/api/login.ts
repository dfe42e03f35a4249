import { useMutation } from '@tanstack/react-query';
import type { LoginForm } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';
import { withSuccessEffect, type MutationConfig } from '../../../lib/react-query.js';
import { useRefreshCurrentUser } from '../../../lib/session/use-refresh-current-user.js';
import { useSessionStore } from '../../../stores/session-store.js';

/**
 * POST /users/login with email and password. The server sets the HttpOnly token cookie; the answer
 * says whether the session waits for its login code (spec §4 "OTP is pending").
 */
export function login(body: LoginForm) {
  return apiClient().login({ body });
}

export function useLogin({ mutationConfig }: { mutationConfig?: MutationConfig<typeof login> } = {}) {
  const refresh = useRefreshCurrentUser();
  return useMutation({
    ...withSuccessEffect(mutationConfig, async (answer) => {
      useSessionStore.getState().setOtpPending(answer.request_details['otp_state'] === 'sent');
      await refresh();
    }),
    mutationFn: login,
  });
}
