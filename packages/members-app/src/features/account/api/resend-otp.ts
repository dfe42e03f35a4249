import { useMutation } from '@tanstack/react-query';
import { apiClient, type BodyOf } from '../../../lib/api-client.js';
import type { MutationConfig } from '../../../lib/react-query.js';

/**
 * POST /verify/resendOTP: a registration code again (with the registration token), or without one
 * the login code of this session again (one a minute).
 */
export function resendOtp(body: BodyOf<'resendOtp'>) {
  return apiClient().resendOtp({ body });
}

export function useResendOtp({ mutationConfig }: { mutationConfig?: MutationConfig<typeof resendOtp> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: resendOtp });
}
