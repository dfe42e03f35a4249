import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from '../../db/database.js';
import { deviceName } from './device-name.js';
import { hasSignedInBefore, insertLoginEvent, isKnownDevice, type LoginOutcome } from './login-events.js';
import { insertSession, type OtpState, type SessionRecord } from './session-repository.js';
import { notifyUser } from './user-notifications.js';
import { lockUser, type UserRecord } from './user-repository.js';

/** Where a request comes from, read once before the transaction (the country lookup may be slow). */
export interface ClientContext {
  ip: string;
  userAgent: string;
  country: string | null;
}

export async function clientContext(app: FastifyInstance, request: FastifyRequest): Promise<ClientContext> {
  const userAgent = typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : '';
  return { ip: request.ip, userAgent: userAgent.slice(0, 512), country: await app.accounts.countryOf(request.ip) };
}

/** The spec's default IP country (§9), named in a login alert when the country is unknown. */
const defaultAlertCountry = 'GB';

/**
 * Signs a user in inside the caller's transaction: one active session per user (others end as
 * 'replaced'), a login activity row, and a login alert email on a new device or country (not on
 * the very first sign-in).
 */
export async function startSession(
  app: FastifyInstance,
  transaction: Transaction,
  input: { user: UserRecord; client: ClientContext; otpState: OtpState | null; outcome: LoginOutcome },
): Promise<{ session: SessionRecord; token: string }> {
  const { user, client } = input;
  await lockUser(transaction, user.id);
  const firstSignIn = !(await hasSignedInBefore(transaction, user.id));
  const knownDevice = firstSignIn || (await isKnownDevice(transaction, { userId: user.id, ...client }));
  const started = await insertSession(transaction, {
    userId: user.id,
    ip: client.ip,
    country: client.country,
    userAgent: client.userAgent,
    otpState: input.otpState,
  });
  await insertLoginEvent(transaction, {
    userId: user.id,
    sessionId: started.session.id,
    ip: client.ip,
    country: client.country,
    userAgent: client.userAgent,
    outcome: input.outcome,
  });
  if (!knownDevice) {
    await notifyUser(app, transaction, {
      user,
      recipient: user.email,
      message: {
        template: 'login_alert',
        params: {
          time: started.session.createdAt,
          ip: client.ip.length >= 2 ? client.ip : 'unknown',
          country: client.country ?? defaultAlertCountry,
          device: deviceName(client.userAgent),
        },
      },
    });
  }
  return started;
}
