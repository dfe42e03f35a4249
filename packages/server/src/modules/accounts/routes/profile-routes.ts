import {
  addressDetailsFormSchema,
  citySchema,
  countrySchema,
  dateOfBirthSchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  loginPasswordSchema,
  mobileNumberSchema,
  ok,
  passwordSchema,
  stateSchema,
  streetNameSchema,
  zipCodeSchema,
  englishValidationMessage,
  localeCodes,
  firstIssueByField,
} from '@platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../../errors/domain-error.js';
import { findBrandByHostname } from '../../brands/brand-repository.js';
import { hostnameFromHost } from '../../brands/host-name.js';
import { accountsMessages } from '../accounts-messages.js';
import { accountsTexts } from '../accounts-texts.js';
import { sendCode } from '../code-sender.js';
import { enforceRateLimit, throttleKeys, throttlePolicy } from '../login-throttle.js';
import { consumePasswordReset, insertPasswordReset, passwordResetLifetimeMinutes } from '../password-resets.js';
import { endSessionsOfUser, markSessionSteppedUp } from '../session-repository.js';
import { notifyUser } from '../user-notifications.js';
import { findUserByEmail, findUserById, updateUser, type UserChanges, type UserRecord } from '../user-repository.js';
import {
  authOf,
  brandOf,
  failureResponses,
  failures,
  strictObject,
  successSchema,
  withCodeCooldown,
} from './route-support.js';
import type { AccountsRoutesOptions } from './accounts-routes.js';
import { loginCodeSchema } from './verify-routes.js';

/** Free text fields beyond core's schemas: trimmed, printable (no control characters), bounded. */
const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\p{Cc}]*$/u, { message: accountsTexts.en.noControlCharacters });

/** PATCH /users/edit: any of the personal and address fields, each validated as on the forms (spec §5). */
const editBodySchema = strictObject({
  firstName: firstNameSchema.optional(),
  lastName: lastNameSchema.optional(),
  address1: streetNameSchema.optional(),
  address2: plainText(200).optional(),
  city: citySchema.optional(),
  state: stateSchema.optional(),
  zipCode: zipCodeSchema.optional(),
  country: countrySchema.optional(),
  dateOfBirth: dateOfBirthSchema.optional(),
  issueCountry: plainText(100).optional(),
  companyName: plainText(200).optional(),
  locale: z.enum(localeCodes).optional(),
}).refine((body) => Object.keys(body).length > 0, { message: accountsTexts.en.nothingToChange });

const passwordChangeBodySchema = strictObject({
  current_password: loginPasswordSchema,
  password: passwordSchema,
  confirm_password: z.string().max(128),
}).refine((body) => body.password === body.confirm_password, {
  message: 'validation:confirmPasswordMismatch',
  path: ['confirm_password'],
});

const userDetailsSchema = z.looseObject({ user_id: z.string() });
const messageSchema = z.object({ message: z.string() });

function profileOf(user: UserRecord) {
  return {
    user_id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    mobile: user.mobile,
    dateOfBirth: user.dateOfBirth ?? '',
    address1: user.address1,
    address2: user.address2,
    city: user.city,
    state: user.state,
    country: user.country,
    zipCode: user.zipCode,
    issueCountry: user.issueCountry,
    companyName: user.companyName,
    locale: user.locale,
  };
}

/** Spec §7 profile and password calls, plus email change, re-authentication and the anti-phishing code. */
export const profileRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, options) => {
  app.patch(
    '/users/edit',
    {
      schema: {
        summary: 'Edits personal and address details',
        description:
          'Any of firstName, lastName, address1, address2, city, state, zipCode, country, dateOfBirth (YYYY-MM-DD), issueCountry, companyName, locale; validated as on the forms (spec §5). Text is stored as typed and always rendered as text, never HTML. Email and mobile change through their own calls.',
        tags: ['users'],
        body: editBodySchema,
        response: { 200: successSchema(z.object({ user: userDetailsSchema })), ...failureResponses },
      },
      preHandler: app.accounts.requireUser(),
    },
    async (request) => {
      const auth = authOf(request);
      const changes: UserChanges = {};
      for (const [key, value] of Object.entries(request.body)) {
        if (value !== undefined) (changes as Record<string, unknown>)[key] = value;
      }
      const user = await app.database.transaction((transaction) => updateUser(transaction, auth.userId, changes));
      return ok({ user: profileOf(user) });
    },
  );

  app.post(
    '/users/onboarding',
    {
      schema: {
        summary: 'Finishes onboarding once the address details are complete',
        description:
          'Address completeness (spec §5) needs address1, city, dateOfBirth, country and zipCode; missing ones answer validation_failed with the field messages.',
        tags: ['users'],
        body: strictObject({}).optional(),
        response: { 200: successSchema(z.object({ onboarded: z.literal(true) })), ...failureResponses },
      },
      preHandler: app.accounts.requireUser(),
    },
    async (request) => {
      const auth = authOf(request);
      const user = await findUserById(app.database, auth.userId);
      if (user === undefined) throw failures.notFound('user', 'No such user.');
      const address = addressDetailsFormSchema.safeParse({
        address1: user.address1,
        city: user.city,
        state: user.state || '-',
        zipCode: user.zipCode,
        country: user.country,
        dateOfBirth: user.dateOfBirth ?? '',
      });
      if (!address.success) {
        const byField = firstIssueByField(address.error);
        const messages: Record<string, string> = {};
        for (const [field, key] of Object.entries(byField)) messages[field] = englishValidationMessage(key) ?? key;
        throw new DomainError('validation_failed', messages);
      }
      await app.database.transaction((transaction) =>
        updateUser(transaction, user.id, { onboardedAt: user.onboardedAt ?? new Date() }),
      );
      return ok({ onboarded: true as const });
    },
  );

  app.patch(
    '/users/changePassword',
    {
      schema: {
        summary: 'Changes the password (needs the current one)',
        description:
          "A wrong current password answers 'You have entered an invalid password, Please try again.'. Afterwards every other session ends, withdrawals lock for 24 h and the user is emailed. Also the way out of an expired password.",
        tags: ['users'],
        body: passwordChangeBodySchema,
        response: { 200: successSchema(messageSchema), ...failureResponses },
      },
      preHandler: app.accounts.requireUser(),
    },
    async (request) => {
      const auth = authOf(request);
      await enforceRateLimit(
        app.database,
        throttleKeys.reauthenticate(auth.sessionId),
        throttlePolicy.reauthenticatePerSession,
      );
      const user = await findUserById(app.database, auth.userId);
      if (user === undefined) throw failures.notFound('user', 'No such user.');
      if (!(await app.accounts.passwords.verify(user.passwordHash, request.body.current_password))) {
        throw failures.invalidPassword('current_password');
      }
      const passwordHash = await app.accounts.passwords.hash(request.body.password);
      await app.database.transaction(async (transaction) => {
        await updateUser(transaction, user.id, { passwordHash, passwordChangedAt: new Date() });
        await app.accounts.recordSecurityChange(transaction, {
          userId: user.id,
          change: 'password',
          keepSessionId: auth.sessionId,
        });
      });
      return ok({ message: accountsTexts.en.passwordChanged });
    },
  );

  app.post(
    '/users/forgetPassword',
    {
      schema: {
        summary: 'Emails a one-time password reset link',
        description: `The spec's messages: an unknown address answers 'The email address that you've entered doesn't exists.', a known one 'A new password sent to you' (the email holds a link, valid ${passwordResetLifetimeMinutes} minutes and once, to /forget-password?token=…; POST /users/resetPassword sets the new password). The spec's message tells whether an address has an account, so the call is rate limited hard: ${throttlePolicy.forgotPasswordPerIp.limit} per IP per 15 minutes and ${throttlePolicy.forgotPasswordPerEmail.limit} per address per hour.`,
        tags: ['users'],
        body: strictObject({ email: emailSchema }),
        response: { 200: successSchema(messageSchema), ...failureResponses },
      },
    },
    async (request) => {
      const brand = await brandOf(app, request);
      const email = request.body.email;
      await enforceRateLimit(app.database, throttleKeys.forgotIp(request.ip), throttlePolicy.forgotPasswordPerIp);
      await enforceRateLimit(
        app.database,
        throttleKeys.forgotEmail(brand.id, email),
        throttlePolicy.forgotPasswordPerEmail,
      );
      const user = await findUserByEmail(app.database, brand.id, email);
      if (user === undefined) throw new DomainError('request_failed', { email: accountsMessages.emailNotFound });
      const origin = await resetLinkOrigin(request.host, request.protocol);
      await app.database.transaction(async (transaction) => {
        const token = await insertPasswordReset(transaction, user.id);
        await notifyUser(app, transaction, {
          user,
          recipient: user.email,
          message: {
            template: 'password_reset',
            params: {
              resetUrl: `${origin}/forget-password?token=${encodeURIComponent(token)}`,
              expiresInMinutes: passwordResetLifetimeMinutes,
            },
          },
        });
      });
      return ok({ message: accountsMessages.newPasswordSent });
    },
  );

  /** The origin of links in emails: PUBLIC_URL, else the request's host if it is a registered brand host (never an arbitrary Host header). */
  async function resetLinkOrigin(host: string, protocol: string): Promise<string> {
    if (options.publicUrl !== undefined) return options.publicUrl.replace(/\/$/, '');
    const brand = await findBrandByHostname(app.database, hostnameFromHost(host));
    if (brand === undefined) {
      throw new DomainError('configuration_missing', {
        configuration: 'Set PUBLIC_URL (or use a registered brand host) to send password reset links.',
      });
    }
    return `${protocol}://${host}`;
  }

  app.post(
    '/users/resetPassword',
    {
      schema: {
        summary: 'Sets a new password with the token of a reset link',
        description:
          'The token works once and for 30 minutes. Every session of the user ends; withdrawals lock for 24 h.',
        tags: ['users'],
        body: strictObject({
          token: z.string().trim().min(1).max(200),
          password: passwordSchema,
          confirm_password: z.string().max(128).optional(),
        }).refine((body) => body.confirm_password === undefined || body.confirm_password === body.password, {
          message: 'validation:confirmPasswordMismatch',
          path: ['confirm_password'],
        }),
        response: { 200: successSchema(messageSchema), ...failureResponses },
      },
    },
    async (request) => {
      await enforceRateLimit(app.database, throttleKeys.codeCheckIp(request.ip), throttlePolicy.codeChecksPerIp);
      const passwordHash = await app.accounts.passwords.hash(request.body.password);
      const token = request.body.token;
      const changed = await app.database.transaction(async (transaction) => {
        const userId = await consumePasswordReset(transaction, token);
        if (userId === undefined) return false;
        await updateUser(transaction, userId, { passwordHash, passwordChangedAt: new Date() });
        await endSessionsOfUser(transaction, { userId, keepSessionId: null, reason: 'security_change' });
        await app.accounts.recordSecurityChange(transaction, { userId, change: 'password', keepSessionId: null });
        return true;
      });
      if (!changed) {
        throw new DomainError('request_failed', { token: accountsTexts.en.resetLinkInvalid });
      }
      return ok({ message: accountsTexts.en.passwordResetDone });
    },
  );

  app.patch(
    '/users/changeEmail',
    {
      schema: {
        summary: 'Starts an email change: sends a code to the new address (needs a recent step-up)',
        description:
          'The change takes effect when the code is entered with POST /verify/verifyOTP {type:"email_change", code}; then other sessions end, withdrawals lock for 24 h and the user is emailed.',
        tags: ['users'],
        body: strictObject({ email: emailSchema }),
        response: { 200: successSchema(z.object({ sent: z.literal(true), email: z.string() })), ...failureResponses },
      },
      preHandler: [app.accounts.requireUser(), app.accounts.requireStepUp()],
    },
    async (request) => {
      const auth = authOf(request);
      const user = await findUserById(app.database, auth.userId);
      if (user === undefined) throw failures.notFound('user', 'No such user.');
      const email = request.body.email;
      if (email === user.email) throw new DomainError('request_failed', { email: accountsTexts.en.sameEmail });
      if ((await findUserByEmail(app.database, user.brandId, email)) !== undefined) throw failures.emailTaken();
      await withCodeCooldown(() =>
        app.database.transaction((transaction) =>
          sendCode(app, transaction, {
            user,
            purpose: 'email_change',
            subject: user.id,
            channel: 'email',
            destination: email,
          }),
        ),
      );
      return ok({ sent: true as const, email });
    },
  );

  app.patch(
    '/users/changeMobile',
    {
      schema: {
        summary: 'Starts a mobile number change: sends an SMS code to the new number (needs a recent step-up)',
        description:
          'The change takes effect when the code is entered with POST /verify/verifyOTP {type:"mobile_change", code}. For users whose login codes go by SMS it counts as a two-factor change (other sessions end, withdrawals lock for 24 h, email). An unverified number changes with PATCH /verify/resetMobileCode/{id} instead.',
        tags: ['users'],
        body: strictObject({ mobile: mobileNumberSchema }),
        response: { 200: successSchema(z.object({ sent: z.literal(true), message: z.string() })), ...failureResponses },
      },
      preHandler: [app.accounts.requireUser(), app.accounts.requireStepUp()],
    },
    async (request) => {
      const auth = authOf(request);
      const user = await findUserById(app.database, auth.userId);
      if (user === undefined) throw failures.notFound('user', 'No such user.');
      const mobile = request.body.mobile;
      await withCodeCooldown(() =>
        app.database.transaction((transaction) =>
          sendCode(app, transaction, {
            user,
            purpose: 'mobile_change',
            subject: user.id,
            channel: 'sms',
            destination: mobile,
          }),
        ),
      );
      return ok({ sent: true as const, message: accountsMessages.newSmsCodeSent });
    },
  );

  app.post(
    '/users/reauthenticate',
    {
      schema: {
        summary: 'Step-up: confirms it is you with the password or a current authenticator code',
        description:
          "Sets the session's step-up time; calls that need it (email, mobile, password, two-factor changes) accept it for 10 minutes. {code} works for authenticator-app users. Rate limited per session.",
        tags: ['users'],
        body: z.union([strictObject({ password: loginPasswordSchema }), strictObject({ code: loginCodeSchema })]),
        response: { 200: successSchema(z.object({ step_up_until: z.string() })), ...failureResponses },
      },
      preHandler: app.accounts.requireUser(),
    },
    async (request) => {
      const auth = authOf(request);
      await enforceRateLimit(
        app.database,
        throttleKeys.reauthenticate(auth.sessionId),
        throttlePolicy.reauthenticatePerSession,
      );
      const user = await findUserById(app.database, auth.userId);
      if (user === undefined) throw failures.notFound('user', 'No such user.');
      const body = request.body;
      if ('password' in body) {
        if (!(await app.accounts.passwords.verify(user.passwordHash, body.password))) throw failures.invalidPassword();
      } else {
        const check = app.accounts.loginOtpCheck();
        const passed = user.otpChannel === 'totp' && check !== undefined && (await check(user.id, body.code));
        if (!passed) throw failures.invalidCode();
      }
      await markSessionSteppedUp(app.database, auth.sessionId);
      return ok({ step_up_until: new Date(Date.now() + 600_000).toISOString() });
    },
  );

  app.patch(
    '/users/antiPhishingCode',
    {
      schema: {
        summary: 'Sets (or with null removes) the anti-phishing code shown in every email',
        tags: ['users'],
        body: strictObject({
          code: z
            .string()
            .trim()
            .regex(/^[\p{L}\p{N} _-]{4,32}$/u, { message: accountsTexts.en.antiPhishingFormat })
            .nullable(),
        }),
        response: { 200: successSchema(z.object({ anti_phishing_code: z.string().nullable() })), ...failureResponses },
      },
      preHandler: app.accounts.requireUser(),
    },
    async (request) => {
      const auth = authOf(request);
      const user = await app.database.transaction((transaction) =>
        updateUser(transaction, auth.userId, { antiPhishingCode: request.body.code }),
      );
      return ok({ anti_phishing_code: user.antiPhishingCode });
    },
  );
};
