import { endpoints } from '@platform/core';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Transaction } from '../../../db/database.js';
import { authOf } from '../../../http/request-auth.js';
import { serve, type EndpointDetails, type EndpointRequest } from '../../../http/serve.js';
import { hostnameFromHost } from '../../brands/index.js';
import { identityFailures, identityMessages } from '../identity-messages.js';
import { lockIdentityColumns, updateTwoFactorSettings } from '../identity-user-columns.js';
import { platformTotp } from './one-time-password.js';
import { provisioningUri } from './provisioning-uri.js';
import type { CodeCheck } from './totp-service.js';

type SignedIn = NonNullable<FastifyRequest['auth']>;

/** Throws the failure of a refused code check (after its transaction committed the try). */
function throwUnlessAccepted(check: CodeCheck, notEnrolledMessage: string): void {
  if (check.outcome === 'accepted') return;
  if (check.outcome === 'throttled') throw identityFailures.tooManyCodes(check.retryAfterSeconds);
  if (check.outcome === 'wrong') throw identityFailures.invalidCode();
  throw identityFailures.conflict('totp', notEnrolledMessage);
}

/** The user's row, locked: every two-factor change is serialized per user, user row first. */
async function lockSignedInUser(transaction: Transaction, auth: SignedIn) {
  const user = await lockIdentityColumns(transaction, auth.userId);
  if (user === null) throw new Error(`signed-in user ${auth.userId} not found`);
  return user;
}

/** Every change to the authenticator app is a `two_factor` security change, in the change's transaction. */
async function recordTwoFactorChange(app: FastifyInstance, transaction: Transaction, auth: SignedIn): Promise<void> {
  await app.accounts.recordSecurityChange(transaction, {
    userId: auth.userId,
    change: 'two_factor',
    keepSessionId: auth.sessionId,
  });
}

async function totpStatus(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<EndpointDetails<typeof endpoints.totpStatus>> {
  const status = await app.identity.totp.status(app.database, authOf(request).userId);
  return {
    status: status.state,
    confirmed_at: status.confirmedAt?.toISOString() ?? null,
    recovery_codes_left: status.recoveryCodesLeft,
  };
}

async function startTotpSetup(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<EndpointDetails<typeof endpoints.totpSetup>> {
  const auth = authOf(request);
  const brand = await app.brands.resolver.resolve(hostnameFromHost(request.host));
  const started = await app.database.transaction(async (transaction) => {
    const user = await lockSignedInUser(transaction, auth);
    const setup = await app.identity.totp.beginSetup(transaction, auth.userId);
    return setup === undefined ? undefined : { ...setup, email: user.email };
  });
  if (started === undefined) throw identityFailures.conflict('totp', identityMessages.totpAlreadyActive);
  const issuer = brand.configuration.label_name;
  const uri = provisioningUri({ issuer, accountName: started.email, secretBase32: started.secretBase32 });
  return {
    secret: started.secretBase32,
    otpauth_uri: uri,
    qr_text: uri,
    issuer,
    account_name: started.email,
    algorithm: 'SHA1',
    digits: platformTotp.digits as 6,
    period: platformTotp.stepSeconds as 30,
  };
}

async function confirmTotp(
  app: FastifyInstance,
  request: EndpointRequest<typeof endpoints.totpConfirm>,
): Promise<EndpointDetails<typeof endpoints.totpConfirm>> {
  const auth = authOf(request);
  const result = await app.database.transaction(async (transaction) => {
    const user = await lockSignedInUser(transaction, auth);
    const check = await app.identity.totp.confirm(transaction, auth.userId, request.body.code);
    if (check.outcome !== 'accepted' || check.recoveryCodes === undefined) return check;
    await updateTwoFactorSettings(transaction, auth.userId, {
      otpLogin: 1,
      otpWithdrawal: user.otpWithdrawal,
      otpChannel: 'totp',
    });
    await recordTwoFactorChange(app, transaction, auth);
    return check;
  });
  throwUnlessAccepted(result, identityMessages.totpNotPending);
  return { status: 'active', recovery_codes: result.recoveryCodes ?? [], OTPLogin: 1, channel: 'totp' };
}

async function disableTotp(
  app: FastifyInstance,
  request: EndpointRequest<typeof endpoints.totpDisable>,
): Promise<EndpointDetails<typeof endpoints.totpDisable>> {
  const auth = authOf(request);
  const result = await app.database.transaction(async (transaction) => {
    const user = await lockSignedInUser(transaction, auth);
    const check = await app.identity.totp.disable(transaction, auth.userId, request.body.code);
    if (check.outcome !== 'accepted') return { check, channel: user.otpChannel };
    const channel = user.otpChannel === 'totp' ? ('email' as const) : user.otpChannel;
    await updateTwoFactorSettings(transaction, auth.userId, { ...user, otpChannel: channel });
    await recordTwoFactorChange(app, transaction, auth);
    return { check, channel };
  });
  throwUnlessAccepted(result.check, identityMessages.totpNotActive);
  return { status: 'off', channel: result.channel };
}

async function regenerateRecoveryCodes(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<EndpointDetails<typeof endpoints.totpRecoveryCodes>> {
  const auth = authOf(request);
  const codes = await app.database.transaction(async (transaction) => {
    await lockSignedInUser(transaction, auth);
    const regenerated = await app.identity.totp.regenerateRecoveryCodes(transaction, auth.userId);
    if (regenerated !== undefined) await recordTwoFactorChange(app, transaction, auth);
    return regenerated;
  });
  if (codes === undefined) throw identityFailures.conflict('totp', identityMessages.totpNotActive);
  return { recovery_codes: codes };
}

/** Authenticator app (TOTP, RFC 6238) with recovery codes: setup, confirm, remove, new recovery codes. */
export const totpRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.totpStatus, (request) => totpStatus(app, request));
  serve(app, endpoints.totpSetup, (request) => startTotpSetup(app, request));
  serve(app, endpoints.totpConfirm, (request) => confirmTotp(app, request));
  serve(app, endpoints.totpDisable, (request) => disableTotp(app, request));
  serve(app, endpoints.totpRecoveryCodes, (request) => regenerateRecoveryCodes(app, request));
};
