import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.js';
import { withSuccessEffect, type MutationConfig } from '../../../lib/react-query.js';
import { sessionsQueryKey } from './get-sessions.js';

/** DELETE /users/sessions/{id}: signs that session out. */
export function endSession(id: string) {
  return apiClient().endSession({ params: { id } });
}

export function useEndSession({ mutationConfig }: { mutationConfig?: MutationConfig<typeof endSession> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...withSuccessEffect(mutationConfig, () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey })),
    mutationFn: endSession,
  });
}
