import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.js';
import type { MutationConfig } from '../../../lib/react-query.js';

/** PATCH /users/antiPhishingCode: the code shown in every email the platform sends the user. */
export function setAntiPhishingCode(code: string) {
  return apiClient().setAntiPhishingCode({ body: { code } });
}

export function useSetAntiPhishingCode({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof setAntiPhishingCode> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: setAntiPhishingCode });
}
