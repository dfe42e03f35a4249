import { endpoints } from '@platform/core';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Transaction } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { authOf } from '../../http/request-auth.js';
import { serve, type EndpointDetails, type EndpointRequest } from '../../http/serve.js';
import { identityMessages } from './identity-messages.js';
import { lockIdentityColumns, updateTwoFactorSettings, type TwoFactorSettings } from './identity-user-columns.js';

type LockedUser = NonNullable<Awaited<ReturnType<typeof lockIdentityColumns>>>;

/** A new code channel must be usable: totp needs a confirmed app, sms a verified mobile, email a verified address. */
async function checkChannelUsable(
  app: FastifyInstance,
  transaction: Transaction,
  user: LockedUser & { id: string },
  channel: TwoFactorSettings['otpChannel'],
): Promise<void> {
  if (channel === 'totp') {
    const totp = await app.identity.totp.status(transaction, user.id);
    if (totp.state !== 'active') throw new DomainError('conflict', { channel: identityMessages.totpChannelNeedsApp });
  }
  if (channel === 'sms' && (!user.phoneVerified || user.mobile === '')) {
    throw new DomainError('conflict', { channel: identityMessages.smsChannelNeedsMobile });
  }
  if (channel === 'email' && !user.emailVerified) {
    throw new DomainError('conflict', { channel: identityMessages.emailChannelNeedsEmail });
  }
}

async function changeOtp(
  app: FastifyInstance,
  request: EndpointRequest<typeof endpoints.changeOtp>,
): Promise<EndpointDetails<typeof endpoints.changeOtp>> {
  const auth = authOf(request);
  const body = request.body;
  const settings = await app.database.transaction(async (transaction) => {
    const user = await lockIdentityColumns(transaction, auth.userId);
    if (user === null) throw new Error(`signed-in user ${auth.userId} not found`);
    const next: TwoFactorSettings = {
      otpLogin: body.OTPLogin ?? user.otpLogin,
      otpWithdrawal: body.OTPWithdrawal ?? user.otpWithdrawal,
      otpChannel: body.channel ?? user.otpChannel,
    };
    if (next.otpChannel !== user.otpChannel) {
      await checkChannelUsable(app, transaction, { ...user, id: auth.userId }, next.otpChannel);
    }
    const changed =
      next.otpLogin !== user.otpLogin ||
      next.otpWithdrawal !== user.otpWithdrawal ||
      next.otpChannel !== user.otpChannel;
    if (changed) {
      await updateTwoFactorSettings(transaction, auth.userId, next);
      await app.accounts.recordSecurityChange(transaction, {
        userId: auth.userId,
        change: 'two_factor',
        keepSessionId: auth.sessionId,
      });
    }
    return next;
  });
  return { OTPLogin: settings.otpLogin, OTPWithdrawal: settings.otpWithdrawal, channel: settings.otpChannel };
}

/** PATCH /users/changeOTP (spec §7, §6 "Per-user OTP settings on login and on withdrawal"). */
export const changeOtpRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.changeOtp, (request) => changeOtp(app, request));
};
