import { z } from 'zod';
import type { JsonObject, QueryParams } from '../request-bodies.js';
import { defineEndpoint } from '../endpoint.js';
import { unchecked } from '../unchecked.js';

const idParams = z.object({ id: z.string().min(1).max(200) });

/**
 * Account calls beyond spec §7's list (sessions, login activity, step-up, authenticator app,
 * password reset, contact changes, the anti-phishing code, the country locator), under the API base.
 */
export const accountEndpoints = {
  logout: defineEndpoint({
    method: 'POST',
    path: '/users/logout',
    auth: 'public',
    summary: 'Ends the session',
    tags: ['users'],
    details: unchecked<unknown>(),
  }),
  /** Step-up: `{ password }` or `{ code }` marks the session re-authenticated for a few minutes. */
  reauthenticate: defineEndpoint({
    method: 'POST',
    path: '/users/reauthenticate',
    auth: 'session',
    summary: 'Re-authenticates the session for sensitive changes',
    tags: ['users'],
    request: { body: unchecked<JsonObject>() },
    details: unchecked<unknown>(),
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/users/resetPassword',
    auth: 'public',
    summary: 'Sets a new password with a reset link',
    tags: ['users'],
    request: { body: unchecked<JsonObject>() },
    details: unchecked<unknown>(),
  }),
  changeEmail: defineEndpoint({
    method: 'PATCH',
    path: '/users/changeEmail',
    auth: 'session_step_up',
    summary: 'Changes the email address',
    tags: ['users'],
    request: { body: unchecked<JsonObject>() },
    details: unchecked<unknown>(),
  }),
  changeMobile: defineEndpoint({
    method: 'PATCH',
    path: '/users/changeMobile',
    auth: 'session_step_up',
    summary: 'Changes the mobile number',
    tags: ['users'],
    request: { body: unchecked<JsonObject>() },
    details: unchecked<unknown>(),
  }),
  setAntiPhishingCode: defineEndpoint({
    method: 'PATCH',
    path: '/users/antiPhishingCode',
    auth: 'session',
    summary: 'Sets the anti-phishing code shown in every email',
    tags: ['users'],
    request: { body: unchecked<JsonObject>() },
    details: unchecked<unknown>(),
  }),
  listSessions: defineEndpoint({
    method: 'GET',
    path: '/users/sessions',
    auth: 'session',
    summary: "The user's sessions",
    tags: ['users'],
    details: unchecked<unknown>(),
  }),
  endSession: defineEndpoint({
    method: 'DELETE',
    path: '/users/sessions/{id}',
    auth: 'session',
    summary: 'Ends one session',
    tags: ['users'],
    request: { params: idParams },
    details: unchecked<unknown>(),
  }),
  getLoginActivity: defineEndpoint({
    method: 'GET',
    path: '/users/loginActivity',
    auth: 'session',
    summary: 'Login activity',
    tags: ['users'],
    request: { query: unchecked<QueryParams | undefined>() },
    details: unchecked<unknown>(),
  }),
  totpStatus: defineEndpoint({
    method: 'GET',
    path: '/users/totp',
    auth: 'session',
    summary: 'Whether an authenticator app is set',
    tags: ['users'],
    details: unchecked<unknown>(),
  }),
  totpSetup: defineEndpoint({
    method: 'POST',
    path: '/users/totp/setup',
    auth: 'session_step_up',
    summary: 'Starts setting up an authenticator app',
    tags: ['users'],
    details: unchecked<unknown>(),
  }),
  totpConfirm: defineEndpoint({
    method: 'POST',
    path: '/users/totp/confirm',
    auth: 'session_step_up',
    summary: 'Confirms the authenticator app with a code',
    tags: ['users'],
    request: { body: unchecked<JsonObject>() },
    details: unchecked<unknown>(),
  }),
  totpDisable: defineEndpoint({
    method: 'DELETE',
    path: '/users/totp',
    auth: 'session_step_up',
    summary: 'Removes the authenticator app',
    tags: ['users'],
    request: { body: unchecked<JsonObject>() },
    details: unchecked<unknown>(),
  }),
  totpRecoveryCodes: defineEndpoint({
    method: 'POST',
    path: '/users/totp/recoveryCodes',
    auth: 'session_step_up',
    summary: 'New recovery codes',
    tags: ['users'],
    request: { body: unchecked<JsonObject>() },
    details: unchecked<unknown>(),
  }),
  /** The platform's own country locator (the brand's country_locator URL may point elsewhere). */
  locate: defineEndpoint({
    method: 'GET',
    path: '/locate',
    auth: 'public',
    summary: "The caller's country",
    tags: ['configuration'],
    details: unchecked<unknown>(),
  }),
} as const;
