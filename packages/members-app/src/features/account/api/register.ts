import { useMutation } from '@tanstack/react-query';
import type { PersonalDetailsForm } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';
import { withSuccessEffect, type MutationConfig } from '../../../lib/react-query.js';
import { useRefreshCurrentUser } from '../../../lib/session/use-refresh-current-user.js';

/**
 * Classic registration (POST /users/register): the account is created and signed in at once; the
 * login gate then sends the new user to /verification.
 */
export function register(body: PersonalDetailsForm) {
  return apiClient().register({ body });
}

export function useRegister({ mutationConfig }: { mutationConfig?: MutationConfig<typeof register> } = {}) {
  const refresh = useRefreshCurrentUser();
  return useMutation({ ...withSuccessEffect(mutationConfig, () => refresh()), mutationFn: register });
}
