import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.js';
import { withSuccessEffect, type MutationConfig } from '../../../lib/react-query.js';
import type { WithStepUp } from '../../../lib/session/step-up.js';
import { recoveryCodesSchema } from './totp-recovery-codes.js';
import { useTotpChanged } from '../hooks/use-totp-changed.js';

/** Confirms the authenticator app with its first code, behind a step-up: the answer is the recovery codes. */
export async function confirmTotp(code: string, withStepUp: WithStepUp): Promise<string[]> {
  const answer = await withStepUp(() => apiClient().totpConfirm({ body: { code } }));
  return recoveryCodesSchema.parse(answer.request_details).recovery_codes;
}

export function useConfirmTotp({
  withStepUp,
  mutationConfig,
}: {
  withStepUp: WithStepUp;
  mutationConfig?: MutationConfig<(code: string) => Promise<string[]>>;
}) {
  const changed = useTotpChanged();
  return useMutation({
    ...withSuccessEffect(mutationConfig, changed),
    mutationFn: (code: string) => confirmTotp(code, withStepUp),
  });
}
