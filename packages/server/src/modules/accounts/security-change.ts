/** What a password, email or two-factor change does to the account (sessions, 24 h withdrawal lock, email). */
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../db/database.js';
import { withdrawalLockHours } from '../notify/index.js';
import type { SecurityChangeInput } from './accounts-service.js';
import { endSessionsOfUser, setSessionOtpState } from './session-repository.js';
import { notifyUser } from './user-notifications.js';
import { lockUser, updateUser } from './user-repository.js';

export async function recordSecurityChange(
  app: FastifyInstance,
  transaction: Transaction,
  input: SecurityChangeInput,
): Promise<void> {
  const user = await lockUser(transaction, input.userId);
  if (user === undefined) throw new Error(`recordSecurityChange: no user ${input.userId}`);
  await endSessionsOfUser(transaction, {
    userId: input.userId,
    keepSessionId: input.keepSessionId,
    reason: 'security_change',
  });
  // The session that changed the two-factor settings has just proven itself (a re-authentication
  // or an authenticator code): it counts as past the login OTP, so turning OTPLogin on does not
  // send the user who did it to /double-auth for a code that was never sent.
  if (input.change === 'two_factor' && input.keepSessionId !== null) {
    await setSessionOtpState(transaction, input.keepSessionId, 'verified');
  }
  await updateUser(transaction, input.userId, {
    withdrawalsLockedUntil: new Date(Date.now() + withdrawalLockHours * 3_600_000),
  });
  await notifyUser(app, transaction, {
    user,
    recipient: user.email,
    message: { template: 'security_changed', params: { change: input.change, withdrawalLockHours } },
  });
}
