import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.js';
import { withSuccessEffect, type MutationConfig } from '../../../lib/react-query.js';
import type { WithStepUp } from '../../../lib/session/step-up.js';
import { useTotpChanged } from '../hooks/use-totp-changed.js';

/** Removes the authenticator app (DELETE /users/totp with a current code), behind a step-up. */
export function disableTotp(code: string, withStepUp: WithStepUp) {
  return withStepUp(() => apiClient().totpDisable({ body: { code } }));
}

export function useDisableTotp({
  withStepUp,
  mutationConfig,
}: {
  withStepUp: WithStepUp;
  mutationConfig?: MutationConfig<(code: string) => ReturnType<typeof disableTotp>>;
}) {
  const changed = useTotpChanged();
  return useMutation({
    ...withSuccessEffect(mutationConfig, changed),
    mutationFn: (code: string) => disableTotp(code, withStepUp),
  });
}
