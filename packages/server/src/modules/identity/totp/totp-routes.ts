import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureEnvelopeSchema, ok } from '@platform/core';
import type { Transaction } from '../../../db/database.js';
import { hostnameFromHost } from '../../brands/host-name.js';
import { identityFailures, identityMessages } from '../identity-messages.js';
import { okEnvelope, signedInFailures, sixDigitCodeSchema, twoFactorCodeSchema } from '../identity-schemas.js';
import { lockIdentityColumns, updateTwoFactorSettings } from '../identity-user-columns.js';
import { platformTotp } from './one-time-password.js';
import { provisioningUri } from './provisioning-uri.js';
import type { CodeCheck } from './totp-service.js';

const statusSchema = z.object({
  status: z.enum(['off', 'pending', 'active']),
  confirmed_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
});
const setupSchema = z.object({
  secret: z.string().describe('base32, for typing into the app by hand'),
  otpauth_uri: z.string().describe('otpauth://totp/… for the QR code'),
  qr_text: z.string().describe('the exact text to encode in the QR code (same as otpauth_uri)'),
  issuer: z.string(),
  account_name: z.string(),
  algorithm: z.literal('SHA1'),
  digits: z.literal(6),
  period: z.literal(30),
});
const recoveryCodesSchema = z.object({
  status: z.literal('active'),
  recovery_codes: z.array(z.string()).describe('shown once; store them somewhere safe'),
  OTPLogin: z.literal(1),
  channel: z.literal('totp'),
});
const codeBody = z.strictObject({ code: sixDigitCodeSchema });
const anyCodeBody = z.strictObject({ code: twoFactorCodeSchema });
/** Calls without input: nothing, or an empty JSON object. */
const noBody = z.strictObject({}).nullish();

const failures = { ...signedInFailures, 409: failureEnvelopeSchema };

/** Throws the failure of a refused code check (after its transaction committed the try). */
function throwUnlessAccepted(check: CodeCheck, notEnrolledMessage: string): void {
  if (check.outcome === 'accepted') return;
  if (check.outcome === 'throttled') throw identityFailures.tooManyCodes(check.retryAfterSeconds);
  if (check.outcome === 'wrong') throw identityFailures.invalidCode();
  throw identityFailures.conflict('totp', notEnrolledMessage);
}

function signedIn(request: FastifyRequest) {
  const auth = request.auth;
  if (auth === null) throw new Error('route reached without requireUser');
  return auth;
}

/** Authenticator app (TOTP, RFC 6238) with recovery codes: setup, confirm, remove, new recovery codes. */
export const totpRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedInOnly = { preHandler: [app.accounts.requireUser()] };
  const steppedUp = { preHandler: [app.accounts.requireUser(), app.accounts.requireStepUp()] };
  const totp = app.identity.totp;

  async function securityChange(transaction: Transaction, request: FastifyRequest) {
    const auth = signedIn(request);
    await app.accounts.recordSecurityChange(transaction, {
      userId: auth.userId,
      change: 'two_factor',
      keepSessionId: auth.sessionId,
    });
  }

  app.get(
    '/users/totp',
    {
      ...signedInOnly,
      schema: {
        summary: 'Authenticator app state: off, pending (set up, not confirmed) or active',
        tags: ['two-factor'],
        response: { 200: okEnvelope(statusSchema), ...signedInFailures },
      },
    },
    async (request) => {
      const status = await totp.status(app.database, signedIn(request).userId);
      return ok({
        status: status.state,
        confirmed_at: status.confirmedAt?.toISOString() ?? null,
        recovery_codes_left: status.recoveryCodesLeft,
      });
    },
  );

  app.post(
    '/users/totp/setup',
    {
      ...steppedUp,
      schema: {
        summary: 'Start an authenticator app setup: a new secret and its otpauth:// URI (pending until confirmed)',
        description: 'Needs a recent re-authentication (step_up_required). 409 when an app is active already.',
        tags: ['two-factor'],
        body: noBody,
        response: { 200: okEnvelope(setupSchema), ...failures },
      },
    },
    async (request) => {
      const auth = signedIn(request);
      const brand = await app.brands.resolver.resolve(hostnameFromHost(request.host));
      const started = await app.database.transaction(async (transaction) => {
        const user = await lockIdentityColumns(transaction, auth.userId);
        if (user === null) throw new Error(`signed-in user ${auth.userId} not found`);
        const setup = await totp.beginSetup(transaction, auth.userId);
        return setup === undefined ? undefined : { ...setup, email: user.email };
      });
      if (started === undefined) throw identityFailures.conflict('totp', identityMessages.totpAlreadyActive);
      const issuer = brand.configuration.label_name;
      const uri = provisioningUri({ issuer, accountName: started.email, secretBase32: started.secretBase32 });
      return ok({
        secret: started.secretBase32,
        otpauth_uri: uri,
        qr_text: uri,
        issuer,
        account_name: started.email,
        algorithm: 'SHA1' as const,
        digits: platformTotp.digits as 6,
        period: platformTotp.stepSeconds as 30,
      });
    },
  );

  app.post(
    '/users/totp/confirm',
    {
      ...steppedUp,
      schema: {
        summary: 'Confirm the authenticator app with its first code: turns it on and answers 10 recovery codes',
        description:
          'Sets OTPLogin 1 and the code channel totp. The recovery codes are shown only here. Other sessions end and withdrawals lock for 24 h (security change).',
        tags: ['two-factor'],
        body: codeBody,
        response: { 200: okEnvelope(recoveryCodesSchema), ...failures },
      },
    },
    async (request) => {
      const auth = signedIn(request);
      const result = await app.database.transaction(async (transaction) => {
        const user = await lockIdentityColumns(transaction, auth.userId);
        if (user === null) throw new Error(`signed-in user ${auth.userId} not found`);
        const check = await totp.confirm(transaction, auth.userId, request.body.code);
        if (check.outcome !== 'accepted' || check.recoveryCodes === undefined) return check;
        await updateTwoFactorSettings(transaction, auth.userId, {
          otpLogin: 1,
          otpWithdrawal: user.otpWithdrawal,
          otpChannel: 'totp',
        });
        await securityChange(transaction, request);
        return check;
      });
      throwUnlessAccepted(result, identityMessages.totpNotPending);
      return ok({
        status: 'active' as const,
        recovery_codes: result.recoveryCodes ?? [],
        OTPLogin: 1 as const,
        channel: 'totp' as const,
      });
    },
  );

  app.delete(
    '/users/totp',
    {
      ...steppedUp,
      schema: {
        summary: 'Remove the authenticator app (with a current code or a recovery code)',
        description: 'Codes go back to email when the app was the code channel. Security change.',
        tags: ['two-factor'],
        body: anyCodeBody,
        response: {
          200: okEnvelope(z.object({ status: z.literal('off'), channel: z.enum(['email', 'sms', 'totp']) })),
          ...failures,
        },
      },
    },
    async (request) => {
      const auth = signedIn(request);
      const result = await app.database.transaction(async (transaction) => {
        const user = await lockIdentityColumns(transaction, auth.userId);
        if (user === null) throw new Error(`signed-in user ${auth.userId} not found`);
        const check = await totp.disable(transaction, auth.userId, request.body.code);
        if (check.outcome !== 'accepted') return { check, channel: user.otpChannel };
        const channel = user.otpChannel === 'totp' ? ('email' as const) : user.otpChannel;
        await updateTwoFactorSettings(transaction, auth.userId, { ...user, otpChannel: channel });
        await securityChange(transaction, request);
        return { check, channel };
      });
      throwUnlessAccepted(result.check, identityMessages.totpNotActive);
      return ok({ status: 'off' as const, channel: result.channel });
    },
  );

  app.post(
    '/users/totp/recoveryCodes',
    {
      ...steppedUp,
      schema: {
        summary: 'New recovery codes for the active authenticator app (the old ones stop working)',
        tags: ['two-factor'],
        body: noBody,
        response: { 200: okEnvelope(z.object({ recovery_codes: z.array(z.string()) })), ...failures },
      },
    },
    async (request) => {
      const auth = signedIn(request);
      const codes = await app.database.transaction(async (transaction) => {
        const user = await lockIdentityColumns(transaction, auth.userId);
        if (user === null) throw new Error(`signed-in user ${auth.userId} not found`);
        const regenerated = await totp.regenerateRecoveryCodes(transaction, auth.userId);
        if (regenerated !== undefined) await securityChange(transaction, request);
        return regenerated;
      });
      if (codes === undefined) throw identityFailures.conflict('totp', identityMessages.totpNotActive);
      return ok({ recovery_codes: codes });
    },
  );
};
