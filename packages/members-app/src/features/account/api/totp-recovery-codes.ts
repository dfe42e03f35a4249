import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.js';
import type { MutationConfig } from '../../../lib/react-query.js';
import type { WithStepUp } from '../../../lib/session/step-up.js';

/** request_details of POST /users/totp/recoveryCodes and /users/totp/confirm: the 10 codes, shown once. */
export const recoveryCodesSchema = z.looseObject({ recovery_codes: z.array(z.string().max(64)).max(50) });

/** New recovery codes (the old ones stop working), behind a step-up. */
export async function newRecoveryCodes(withStepUp: WithStepUp): Promise<string[]> {
  const answer = await withStepUp(() => apiClient().totpRecoveryCodes({ body: {} }));
  return recoveryCodesSchema.parse(answer.request_details).recovery_codes;
}

export function useNewRecoveryCodes({
  withStepUp,
  mutationConfig,
}: {
  withStepUp: WithStepUp;
  mutationConfig?: MutationConfig<() => Promise<string[]>>;
}) {
  return useMutation({ ...mutationConfig, mutationFn: () => newRecoveryCodes(withStepUp) });
}
