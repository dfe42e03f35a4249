import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.js';
import type { MutationConfig } from '../../../lib/react-query.js';
import type { WithStepUp } from '../../../lib/session/step-up.js';

/** request_details of POST /users/totp/setup: the key, and the otpauth:// URI for the QR code. */
const totpSetupSchema = z.looseObject({
  secret: z.string().min(1).max(200),
  qr_text: z.string().min(1).max(2000),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/** Starts setting up an authenticator app, behind a step-up. */
export async function startTotpSetup(withStepUp: WithStepUp): Promise<TotpSetup> {
  return totpSetupSchema.parse((await withStepUp(() => apiClient().totpSetup())).request_details);
}

export function useStartTotpSetup({
  withStepUp,
  mutationConfig,
}: {
  withStepUp: WithStepUp;
  mutationConfig?: MutationConfig<() => Promise<TotpSetup>>;
}) {
  return useMutation({ ...mutationConfig, mutationFn: () => startTotpSetup(withStepUp) });
}
