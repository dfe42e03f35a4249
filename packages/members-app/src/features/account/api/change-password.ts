import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.js';
import type { MutationConfig } from '../../../lib/react-query.js';
import type { WithStepUp } from '../../../lib/session/step-up.js';

export interface ChangePasswordInput {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/**
 * PATCH /users/changePassword with the current password ('You have entered an invalid password,
 * Please try again.' when it is wrong) and the new one, behind a step-up.
 */
export function changePassword(input: ChangePasswordInput, withStepUp: WithStepUp) {
  return withStepUp(() =>
    apiClient().changePassword({
      body: { current_password: input.oldPassword, password: input.password, confirm_password: input.confirmPassword },
    }),
  );
}

export function useChangePassword({
  withStepUp,
  mutationConfig,
}: {
  withStepUp: WithStepUp;
  mutationConfig?: MutationConfig<(input: ChangePasswordInput) => ReturnType<typeof changePassword>>;
}) {
  return useMutation({
    ...mutationConfig,
    mutationFn: (input: ChangePasswordInput) => changePassword(input, withStepUp),
  });
}
