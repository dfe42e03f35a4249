import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.js';
import { withSuccessEffect, type MutationConfig } from '../../../lib/react-query.js';
import type { WithStepUp } from '../../../lib/session/step-up.js';
import { useRefreshCurrentUser } from '../../../lib/session/use-refresh-current-user.js';

export type OtpChannel = 'email' | 'sms' | 'totp';

export interface TwoFactorSettings {
  OTPLogin: 0 | 1;
  OTPWithdrawal: 0 | 1;
  channel: OtpChannel;
}

/** PATCH /users/changeOTP (spec §6 OTPLogin, OTPWithdrawal) and where the codes go, behind a step-up. */
export function changeOtp(settings: TwoFactorSettings, withStepUp: WithStepUp) {
  return withStepUp(() => apiClient().changeOtp({ body: { ...settings } }));
}

export function useChangeOtp({
  withStepUp,
  mutationConfig,
}: {
  withStepUp: WithStepUp;
  mutationConfig?: MutationConfig<(settings: TwoFactorSettings) => ReturnType<typeof changeOtp>>;
}) {
  const refresh = useRefreshCurrentUser();
  return useMutation({
    ...withSuccessEffect(mutationConfig, () => refresh()),
    mutationFn: (settings: TwoFactorSettings) => changeOtp(settings, withStepUp),
  });
}
