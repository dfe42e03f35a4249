import { useQueryClient } from '@tanstack/react-query';
import { useRefreshCurrentUser } from '../../../lib/session/use-refresh-current-user.js';
import { totpStatusQueryKey } from '../api/get-totp-status.js';

/** After the authenticator app was confirmed or removed: its status and the user (otp_channel) again. */
export function useTotpChanged(): () => Promise<unknown> {
  const queryClient = useQueryClient();
  const refresh = useRefreshCurrentUser();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: totpStatusQueryKey });
    return refresh();
  };
}
