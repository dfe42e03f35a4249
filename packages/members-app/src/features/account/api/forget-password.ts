import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.js';
import type { MutationConfig } from '../../../lib/react-query.js';

/** POST /users/forgetPassword: a one-time reset link by email. */
export function forgetPassword(body: { email: string }) {
  return apiClient().forgetPassword({ body });
}

export function useForgetPassword({ mutationConfig }: { mutationConfig?: MutationConfig<typeof forgetPassword> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: forgetPassword });
}
