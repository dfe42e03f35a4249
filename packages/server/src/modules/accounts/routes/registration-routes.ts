import {
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  localeCodes,
  mobileNumberSchema,
  ok,
  passwordSchema,
  type LocaleCode,
} from '@platform/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Transaction } from '../../../db/database.js';
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
import { loginDetailsSchema } from './login-routes.js';
import { brandOf, failureResponses, failures, strictObject, successSchema, withCodeCooldown } from './route-support.js';

/** Cookie the members login gate reads (spec §4): present → clear it and go to /buy. */
export const regAttemptCookieName = 'regAttempt';

const mismatch = { message: 'validation:confirmPasswordMismatch', path: ['confirmPassword'] };

/** register/personal_details: core's field schemas (spec §5 messages), confirmPassword checked when sent. */
export const personalDetailsBodySchema = strictObject({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  mobile: mobileNumberSchema,
  password: passwordSchema,
  confirmPassword: z.string().max(128).optional(),
  locale: z.enum(localeCodes).optional(),
}).refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, mismatch);

type PersonalDetails = z.infer<typeof personalDetailsBodySchema>;

async function assertEmailFree(app: FastifyInstance, brandId: string, email: string): Promise<void> {
  if ((await findUserByEmail(app.database, brandId, email)) !== undefined) throw failures.emailTaken();
}

/** Creates a user from personal details and signs them in, in one transaction. */
export async function createUserAndSignIn(
  app: FastifyInstance,
  transaction: Transaction,
  input: {
    brandId: string;
    details: Pick<PersonalDetails, 'firstName' | 'lastName' | 'email' | 'mobile'> & { locale: LocaleCode };
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
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/register',
    {
      schema: {
        summary: 'Classic registration: creates the user, sends email and SMS verification codes, signs in',
        description:
          'Validation of spec §5 (core personal details schemas). A taken email answers 409 conflict. The email is stored lowercased. The response is that of POST /users/login (and sets the token cookie); the user then verifies email and mobile (/verification).',
        tags: ['users'],
        body: personalDetailsBodySchema,
        response: { 200: successSchema(loginDetailsSchema), ...failureResponses },
      },
    },
    async (request, reply) => {
      const brand = await brandOf(app, request);
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
      return ok({ user_token: token, session_key: session.id, otp_state: null });
    },
  );

  app.post(
    '/users/registrationAttempt',
    {
      schema: {
        summary: 'New-flow registration: stores the personal details and sends email and SMS codes',
        description: `Returns reg_token (random, stored hashed, valid ${registrationAttemptLifetimeSeconds / 60} minutes; send it as reg_token_id to POST /verify/resendOTP and /verify/verifyOTP). When both codes are verified the user is created (email and mobile verified) and signed in. return_to 'buy' (registration started from the buy flow) also sets the regAttempt cookie, which the members login gate clears on its way to /buy (spec §4). A taken email answers 409 conflict.`,
        tags: ['users'],
        body: personalDetailsBodySchema.safeExtend({ return_to: z.literal('buy').optional() }),
        response: {
          200: successSchema(
            z.object({ reg_token: z.string(), reg_token_id: z.string(), expires_in_seconds: z.number().int() }),
          ),
          ...failureResponses,
        },
      },
    },
    async (request, reply) => {
      const brand = await brandOf(app, request);
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
      return ok({ reg_token: token, reg_token_id: token, expires_in_seconds: registrationAttemptLifetimeSeconds });
    },
  );
};

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
