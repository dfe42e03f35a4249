import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.js';
import { withSuccessEffect, type MutationConfig } from '../../../lib/react-query.js';
import { useRefreshCurrentUser } from '../../../lib/session/use-refresh-current-user.js';

/** PATCH /verify/resetMobileCode/{id}: a new mobile number while it is unverified, with a new SMS code. */
export function resetMobileCode(input: { userId: string; mobile: string }) {
  return apiClient().resetMobileCode({ params: { id: input.userId }, body: { mobile: input.mobile } });
}

export function useResetMobileCode({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof resetMobileCode> } = {}) {
  const refresh = useRefreshCurrentUser();
  return useMutation({ ...withSuccessEffect(mutationConfig, () => refresh()), mutationFn: resetMobileCode });
}
