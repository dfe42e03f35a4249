import { useMutation } from '@tanstack/react-query';
import { apiClient, type BodyOf } from '../../../lib/api-client.js';
import { withSuccessEffect, type MutationConfig } from '../../../lib/react-query.js';
import { useRefreshCurrentUser } from '../../../lib/session/use-refresh-current-user.js';

/**
 * POST /verify/verifyOTP: a code of one `type` (registration email or sms with the registration
 * token, the signed-in user's email or sms, login, login_by_email, email_change, mobile_change).
 */
export function verifyOtp(body: BodyOf<'verifyOtp'>) {
  return apiClient().verifyOtp({ body });
}

/**
 * A verified code changes the user (verified, signed in, a new address), so GET /users/me is asked
 * again, unless `refreshUser` is false (a registration code before the account exists).
 */
export function useVerifyOtp({
  refreshUser = true,
  mutationConfig,
}: { refreshUser?: boolean; mutationConfig?: MutationConfig<typeof verifyOtp> } = {}) {
  const refresh = useRefreshCurrentUser();
  return useMutation({
    ...withSuccessEffect(mutationConfig, () => (refreshUser ? refresh() : undefined)),
    mutationFn: verifyOtp,
  });
}
