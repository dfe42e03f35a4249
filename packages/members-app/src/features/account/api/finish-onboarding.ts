import { useMutation } from '@tanstack/react-query';
import { apiClient, type BodyOf } from '../../../lib/api-client.js';
import { withSuccessEffect, type MutationConfig } from '../../../lib/react-query.js';
import { useRefreshCurrentUser } from '../../../lib/session/use-refresh-current-user.js';
import { editUser } from './edit-user.js';

/**
 * register/address_details: the address (PATCH /users/edit), then onboarding is marked done (POST
 * /users/onboarding, which needs the address complete).
 */
export async function finishOnboarding(address: BodyOf<'editUser'>) {
  await editUser(address);
  return apiClient().onboarding({ body: {} });
}

export function useFinishOnboarding({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof finishOnboarding> } = {}) {
  const refresh = useRefreshCurrentUser();
  return useMutation({ ...withSuccessEffect(mutationConfig, () => refresh()), mutationFn: finishOnboarding });
}
