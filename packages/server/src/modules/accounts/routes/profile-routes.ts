import {
  addressDetailsFormSchema,
  endpoints,
  englishValidationMessage,
  firstIssueByField,
  type AccountProfile,
} from '@platform/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DomainError } from '../../../errors/domain-error.js';
import { authOf } from '../../../http/request-auth.js';
import { serve, type EndpointDetails, type EndpointRequest } from '../../../http/serve.js';
import { accountsMessages } from '../accounts-messages.js';
import { accountsTexts } from '../accounts-texts.js';
import { sendCode } from '../code-sender.js';
import { enforceRateLimit, throttleKeys, throttlePolicy } from '../login-throttle.js';
import { markSessionSteppedUp } from '../session-repository.js';
import { findUserByEmail, findUserById, updateUser, type UserChanges, type UserRecord } from '../user-repository.js';
import { personalDetailsOf } from '../user-info.js';
import { failures, withCodeCooldown } from './route-support.js';

type EditUserRow = typeof endpoints.editUser;
type OnboardingRow = typeof endpoints.onboarding;
type ChangeEmailRow = typeof endpoints.changeEmail;
type ChangeMobileRow = typeof endpoints.changeMobile;
type ReauthenticateRow = typeof endpoints.reauthenticate;
type AntiPhishingCodeRow = typeof endpoints.setAntiPhishingCode;

/** How long a step-up (POST /users/reauthenticate) is accepted, as requireStepUp's default. */
const stepUpLifetimeMs = 600_000;

/** Spec §7 profile calls, plus email and mobile changes, re-authentication and the anti-phishing code. */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.editUser, editUser);
  serve(app, endpoints.onboarding, finishOnboarding);
  serve(app, endpoints.changeEmail, startEmailChange);
  serve(app, endpoints.changeMobile, startMobileChange);
  serve(app, endpoints.reauthenticate, reauthenticate);
  serve(app, endpoints.setAntiPhishingCode, setAntiPhishingCode);
};

function profileOf(user: UserRecord): AccountProfile {
  return {
    user_id: user.id,
    ...personalDetailsOf(user),
    companyName: user.companyName,
    locale: user.locale,
  };
}

/** The signed-in user of a route whose row needs a session. */
async function userOf(request: FastifyRequest): Promise<UserRecord> {
  const user = await findUserById(request.server.database, authOf(request).userId);
  if (user === undefined) throw failures.notFound('user', 'No such user.');
  return user;
}

/** PATCH /users/edit: the fields sent, validated as on the forms (spec §5). */
async function editUser(request: EndpointRequest<EditUserRow>): Promise<EndpointDetails<EditUserRow>> {
  const auth = authOf(request);
  const changes: UserChanges = {};
  for (const [key, value] of Object.entries(request.body)) {
    if (value !== undefined) (changes as Record<string, unknown>)[key] = value;
  }
  const user = await request.server.database.transaction((transaction) =>
    updateUser(transaction, auth.userId, changes),
  );
  return { user: profileOf(user) };
}

/** POST /users/onboarding: only once the address details are complete (spec §5), with the field messages if not. */
async function finishOnboarding(request: EndpointRequest<OnboardingRow>): Promise<EndpointDetails<OnboardingRow>> {
  const user = await userOf(request);
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
  await request.server.database.transaction((transaction) =>
    updateUser(transaction, user.id, { onboardedAt: user.onboardedAt ?? new Date() }),
  );
  return { onboarded: true };
}

/** PATCH /users/changeEmail: a code to the new address; POST /verify/verifyOTP {type:'email_change'} applies it. */
async function startEmailChange(request: EndpointRequest<ChangeEmailRow>): Promise<EndpointDetails<ChangeEmailRow>> {
  const app = request.server;
  const user = await userOf(request);
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
  return { sent: true, email };
}

/** PATCH /users/changeMobile: an SMS code to the new number; POST /verify/verifyOTP {type:'mobile_change'} applies it. */
async function startMobileChange(request: EndpointRequest<ChangeMobileRow>): Promise<EndpointDetails<ChangeMobileRow>> {
  const app = request.server;
  const user = await userOf(request);
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
  return { sent: true, message: accountsMessages.newSmsCodeSent };
}

/** POST /users/reauthenticate: the password, or (authenticator-app users) a current code, starts a step-up. */
async function reauthenticate(
  request: EndpointRequest<ReauthenticateRow>,
): Promise<EndpointDetails<ReauthenticateRow>> {
  const app = request.server;
  const auth = authOf(request);
  await enforceRateLimit(
    app.database,
    throttleKeys.reauthenticate(auth.sessionId),
    throttlePolicy.reauthenticatePerSession,
  );
  const user = await userOf(request);
  const body = request.body;
  if ('password' in body) {
    if (!(await app.accounts.passwords.verify(user.passwordHash, body.password))) throw failures.invalidPassword();
  } else {
    const check = app.accounts.loginOtpCheck();
    const passed = user.otpChannel === 'totp' && check !== undefined && (await check(user.id, body.code));
    if (!passed) throw failures.invalidCode();
  }
  await markSessionSteppedUp(app.database, auth.sessionId);
  return { step_up_until: new Date(Date.now() + stepUpLifetimeMs).toISOString() };
}

/** PATCH /users/antiPhishingCode: shown in every email; null removes it. */
async function setAntiPhishingCode(
  request: EndpointRequest<AntiPhishingCodeRow>,
): Promise<EndpointDetails<AntiPhishingCodeRow>> {
  const auth = authOf(request);
  const user = await request.server.database.transaction((transaction) =>
    updateUser(transaction, auth.userId, { antiPhishingCode: request.body.code }),
  );
  return { anti_phishing_code: user.antiPhishingCode };
}
