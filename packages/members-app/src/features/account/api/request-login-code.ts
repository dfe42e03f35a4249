import { useMutation } from '@tanstack/react-query';
import { apiClient, type BodyOf } from '../../../lib/api-client.js';
import type { MutationConfig } from '../../../lib/react-query.js';

/**
 * POST /verify/requestOTP: a sign-in code by email. The answer is the same whether or not the
 * address has an account, so nothing tells which addresses are registered.
 */
export function requestLoginCode(body: BodyOf<'requestOtp'>) {
  return apiClient().requestOtp({ body });
}

export function useRequestLoginCode({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof requestLoginCode> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: requestLoginCode });
}
