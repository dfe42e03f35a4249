import { endpoints, localeCodes, type LocaleCode, type PersonalDetailsBody } from '@platform/core';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from '../../../db/database.js';
import { serve, type EndpointDetails, type EndpointRequest } from '../../../http/serve.js';
import { sendCode } from '../code-sender.js';
import { enforceRateLimit, throttleKeys, throttlePolicy } from '../login-throttle.js';
import {
  completeRegistrationAttempt,
  insertRegistrationAttempt,
  registrationAttemptLifetimeSeconds,
  type RegistrationAttempt,
} from '../registration-attempts.js';
import { clientContext, startSession, type ClientContext } from '../session-service.js';
import { EmailTakenError, findUserByEmail, insertUser } from '../user-repository.js';
import { brandOf, failures, withCodeCooldown } from './route-support.js';

type RegisterRow = typeof endpoints.register;
type RegistrationAttemptRow = typeof endpoints.registrationAttempt;

/** Cookie the members login gate reads (spec §4): present → clear it and go to /buy. */
export const regAttemptCookieName = 'regAttempt';

async function assertEmailFree(app: FastifyInstance, brandId: string, email: string): Promise<void> {
  if ((await findUserByEmail(app.database, brandId, email)) !== undefined) throw failures.emailTaken();
}

/** Creates a user from personal details and signs them in, in one transaction. */
export async function createUserAndSignIn(
  app: FastifyInstance,
  transaction: Transaction,
  input: {
    brandId: string;
    details: Pick<PersonalDetailsBody, 'firstName' | 'lastName' | 'email' | 'mobile'> & { locale: LocaleCode };
    passwordHash: string;
    verified: boolean;
    registrationNewFlow: boolean;
    client: ClientContext;
  },
) {
  let user;
  try {
    user = await insertUser(transaction, {
      brandId: input.brandId,
      email: input.details.email,
      passwordHash: input.passwordHash,
      firstName: input.details.firstName,
      lastName: input.details.lastName,
      mobile: input.details.mobile,
      emailVerified: input.verified,
      phoneVerified: input.verified,
      registrationNewFlow: input.registrationNewFlow,
      locale: input.details.locale,
      permissions: { send: '1', withdrawal: '0', fiat_withdrawals: '0', widget: '0' },
    });
  } catch (error) {
    if (error instanceof EmailTakenError) throw failures.emailTaken();
    throw error;
  }
  const started = await startSession(app, transaction, {
    user,
    client: input.client,
    otpState: null,
    outcome: 'success',
  });
  return { user, ...started };
}

/** Sends the email and the SMS code of a registration (classic: to the user; new flow: to the attempt). */
async function sendRegistrationCodes(
  app: FastifyInstance,
  transaction: Transaction,
  input: { subject: string; brandId: string; locale: string; email: string; mobile: string; newFlow: boolean },
): Promise<void> {
  const user = { brandId: input.brandId, locale: input.locale, antiPhishingCode: null };
  await sendCode(app, transaction, {
    user,
    purpose: input.newFlow ? 'registration_email' : 'email_verification',
    subject: input.subject,
    channel: 'email',
    destination: input.email,
  });
  await sendCode(app, transaction, {
    user,
    purpose: input.newFlow ? 'registration_sms' : 'sms_verification',
    subject: input.subject,
    channel: 'sms',
    destination: input.mobile,
  });
}

export function setRegAttemptCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.setCookie(regAttemptCookieName, '1', {
    path: '/',
    sameSite: 'lax',
    maxAge: registrationAttemptLifetimeSeconds,
    secure: request.protocol === 'https',
  });
}

/** Spec §7: POST /users/register (classic) and POST /users/registrationAttempt (new flow). */
export const registrationRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.register, register);
  serve(app, endpoints.registrationAttempt, startRegistrationAttempt);
};

/** POST /users/register: creates the user, sends the email and SMS verification codes, signs in. */
async function register(
  request: EndpointRequest<RegisterRow>,
  reply: FastifyReply,
): Promise<EndpointDetails<RegisterRow>> {
  const app = request.server;
  const brand = await brandOf(request);
  const client = await clientContext(app, request);
  await enforceRateLimit(app.database, throttleKeys.registrationIp(client.ip), throttlePolicy.registrationsPerIp);
  const body = request.body;
  await assertEmailFree(app, brand.id, body.email);
  const passwordHash = await app.accounts.passwords.hash(body.password);
  const { session, token } = await app.database.transaction(async (transaction) => {
    const created = await createUserAndSignIn(app, transaction, {
      brandId: brand.id,
      details: { ...body, locale: body.locale ?? 'en' },
      passwordHash,
      verified: false,
      registrationNewFlow: false,
      client,
    });
    await sendRegistrationCodes(app, transaction, {
      subject: created.user.id,
      brandId: brand.id,
      locale: created.user.locale,
      email: created.user.email,
      mobile: created.user.mobile,
      newFlow: false,
    });
    return created;
  });
  app.accounts.setSessionCookie(request, reply, token);
  return { user_token: token, session_key: session.id, otp_state: null };
}

/** POST /users/registrationAttempt: stores the details and sends both codes; the user exists once both are verified. */
async function startRegistrationAttempt(
  request: EndpointRequest<RegistrationAttemptRow>,
  reply: FastifyReply,
): Promise<EndpointDetails<RegistrationAttemptRow>> {
  const app = request.server;
  const brand = await brandOf(request);
  const client = await clientContext(app, request);
  await enforceRateLimit(app.database, throttleKeys.registrationIp(client.ip), throttlePolicy.registrationsPerIp);
  const body = request.body;
  await assertEmailFree(app, brand.id, body.email);
  const passwordHash = await app.accounts.passwords.hash(body.password);
  const { token } = await app.database.transaction(async (transaction) => {
    const created = await insertRegistrationAttempt(transaction, {
      brandId: brand.id,
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      mobile: body.mobile,
      passwordHash,
      locale: body.locale ?? 'en',
    });
    await withCodeCooldown(() =>
      sendRegistrationCodes(app, transaction, {
        subject: created.attempt.id,
        brandId: brand.id,
        locale: created.attempt.locale,
        email: created.attempt.email,
        mobile: created.attempt.mobile,
        newFlow: true,
      }),
    );
    return created;
  });
  if (body.return_to === 'buy') setRegAttemptCookie(request, reply);
  return { reg_token: token, reg_token_id: token, expires_in_seconds: registrationAttemptLifetimeSeconds };
}

/** Completes a registration attempt whose two codes are verified: the user exists and is signed in. */
export async function completeRegistration(
  app: FastifyInstance,
  transaction: Transaction,
  input: { attempt: RegistrationAttempt; client: ClientContext },
) {
  const { attempt } = input;
  if (!attempt.emailVerified || !attempt.phoneVerified) {
    throw new Error('invariant: registration completed before both codes were verified');
  }
  const created = await createUserAndSignIn(app, transaction, {
    brandId: attempt.brandId,
    details: {
      firstName: attempt.firstName,
      lastName: attempt.lastName,
      email: attempt.email,
      mobile: attempt.mobile,
      locale: (localeCodes as readonly string[]).includes(attempt.locale) ? (attempt.locale as LocaleCode) : 'en',
    },
    passwordHash: attempt.passwordHash,
    verified: true,
    registrationNewFlow: true,
    client: input.client,
  });
  await completeRegistrationAttempt(transaction, attempt.id, created.user.id);
  return created;
}
