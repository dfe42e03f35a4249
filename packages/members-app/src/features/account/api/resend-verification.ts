import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.js';
import type { MutationConfig } from '../../../lib/react-query.js';

/** POST /verify/resend: the signed-in user's email or SMS verification code again. */
export function resendVerification(type: 'email' | 'sms') {
  return apiClient().resendVerification({ body: { type } });
}

export function useResendVerification({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof resendVerification> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: resendVerification });
}
