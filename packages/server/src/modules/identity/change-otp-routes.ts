import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureEnvelopeSchema, ok } from '@platform/core';
import { DomainError } from '../../errors/domain-error.js';
import { identityMessages } from './identity-messages.js';
import { okEnvelope, signedInFailures } from './identity-schemas.js';
import { lockIdentityColumns, updateTwoFactorSettings, type TwoFactorSettings } from './identity-user-columns.js';

/** 0/1 as the legacy client sends them: numbers or strings. */
const onOffSchema = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((value) => (Number(value) === 1 ? 1 : 0) as 0 | 1);

const changeOtpBody = z
  .strictObject({
    OTPLogin: onOffSchema.optional(),
    OTPWithdrawal: onOffSchema.optional(),
    channel: z.enum(['email', 'sms', 'totp']).optional(),
  })
  .refine((body) => body.OTPLogin !== undefined || body.OTPWithdrawal !== undefined || body.channel !== undefined, {
    message: identityMessages.nothingToChange,
  });

const settingsSchema = z.object({
  OTPLogin: z.union([z.literal(0), z.literal(1)]),
  OTPWithdrawal: z.union([z.literal(0), z.literal(1)]),
  channel: z.enum(['email', 'sms', 'totp']),
});

/** PATCH /users/changeOTP (spec §7, §6 "Per-user OTP settings on login and on withdrawal"). */
export const changeOtpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/users/changeOTP',
    {
      preHandler: [app.accounts.requireUser(), app.accounts.requireStepUp()],
      schema: {
        summary: 'Turn the login and withdrawal codes on or off and choose their channel (email, sms or totp)',
        description:
          'Needs a recent re-authentication. totp only once an authenticator app is confirmed; sms only with a verified mobile. A change ends other sessions and locks withdrawals for 24 h.',
        tags: ['two-factor'],
        body: changeOtpBody,
        response: { 200: okEnvelope(settingsSchema), ...signedInFailures, 409: failureEnvelopeSchema },
      },
    },
    async (request) => {
      const auth = request.auth!;
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
          if (next.otpChannel === 'totp') {
            const totp = await app.identity.totp.status(transaction, auth.userId);
            if (totp.state !== 'active') {
              throw new DomainError('conflict', { channel: identityMessages.totpChannelNeedsApp });
            }
          }
          if (next.otpChannel === 'sms' && (!user.phoneVerified || user.mobile === '')) {
            throw new DomainError('conflict', { channel: identityMessages.smsChannelNeedsMobile });
          }
          if (next.otpChannel === 'email' && !user.emailVerified) {
            throw new DomainError('conflict', { channel: identityMessages.emailChannelNeedsEmail });
          }
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
      return ok({ OTPLogin: settings.otpLogin, OTPWithdrawal: settings.otpWithdrawal, channel: settings.otpChannel });
    },
  );
};
