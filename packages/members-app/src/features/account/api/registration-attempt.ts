import { useMutation } from '@tanstack/react-query';
import type { PersonalDetailsForm } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';
import type { MutationConfig } from '../../../lib/react-query.js';

/**
 * The new registration flow's first step (POST /users/registrationAttempt): the details are kept
 * with a registration token (kept in memory only) until the email and SMS codes are verified.
 */
export async function startRegistration(body: PersonalDetailsForm): Promise<{ regToken: string }> {
  const answer = await apiClient().registrationAttempt({ body });
  return { regToken: answer.request_details.reg_token };
}

export function useStartRegistration({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof startRegistration> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: startRegistration });
}
