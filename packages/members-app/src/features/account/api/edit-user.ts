import { useMutation } from '@tanstack/react-query';
import { apiClient, type BodyOf } from '../../../lib/api-client.js';
import { withSuccessEffect, type MutationConfig } from '../../../lib/react-query.js';
import { useRefreshCurrentUser } from '../../../lib/session/use-refresh-current-user.js';

/** PATCH /users/edit: personal and address details. */
export function editUser(body: BodyOf<'editUser'>) {
  return apiClient().editUser({ body });
}

export function useEditUser({ mutationConfig }: { mutationConfig?: MutationConfig<typeof editUser> } = {}) {
  const refresh = useRefreshCurrentUser();
  return useMutation({ ...withSuccessEffect(mutationConfig, () => refresh()), mutationFn: editUser });
}
