import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.js';
import type { MutationConfig } from '../../../lib/react-query.js';

/** POST /users/resetPassword: the new password with the token of the reset link. */
export function resetPassword(input: { token: string; password: string; confirmPassword: string }) {
  return apiClient().resetPassword({
    body: { token: input.token, password: input.password, confirm_password: input.confirmPassword },
  });
}

export function useResetPassword({ mutationConfig }: { mutationConfig?: MutationConfig<typeof resetPassword> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: resetPassword });
}
