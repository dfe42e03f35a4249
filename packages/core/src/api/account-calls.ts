import type { JsonObject, QueryParams } from './call-definition.js';
import { defineCall } from './call-definition.js';

/**
 * Account calls beyond spec §7's list that the issue asks for (sessions, login activity, step-up,
 * authenticator app, password reset, KYC review, country locator), under the API base. Their
 * `request_details` shapes are the server modules' (accounts, identity); the members app parses
 * them with its own schemas where it reads them.
 */
export const accountCalls = {
  logout: defineCall()({ method: 'POST', path: '/users/logout' }),
  /** Step-up: `{ password }` or `{ code }` marks the session re-authenticated for a few minutes. */
  reauthenticate: defineCall<JsonObject>()({ method: 'POST', path: '/users/reauthenticate' }),
  resetPassword: defineCall<JsonObject>()({ method: 'POST', path: '/users/resetPassword' }),
  changeEmail: defineCall<JsonObject>()({ method: 'PATCH', path: '/users/changeEmail' }),
  changeMobile: defineCall<JsonObject>()({ method: 'PATCH', path: '/users/changeMobile' }),
  setAntiPhishingCode: defineCall<JsonObject>()({ method: 'PATCH', path: '/users/antiPhishingCode' }),
  listSessions: defineCall()({ method: 'GET', path: '/users/sessions' }),
  endSession: defineCall()({ method: 'DELETE', path: '/users/sessions/{id}' }),
  getLoginActivity: defineCall<undefined, QueryParams>()({ method: 'GET', path: '/users/loginActivity' }),
  totpStatus: defineCall()({ method: 'GET', path: '/users/totp' }),
  totpSetup: defineCall()({ method: 'POST', path: '/users/totp/setup' }),
  totpConfirm: defineCall<JsonObject>()({ method: 'POST', path: '/users/totp/confirm' }),
  totpDisable: defineCall<JsonObject>()({ method: 'DELETE', path: '/users/totp' }),
  totpRecoveryCodes: defineCall<JsonObject>()({ method: 'POST', path: '/users/totp/recoveryCodes' }),
  listKycReviews: defineCall<undefined, QueryParams>()({ method: 'GET', path: '/operator/kyc' }),
  getKycReview: defineCall()({ method: 'GET', path: '/operator/kyc/{id}' }),
  approveKyc: defineCall()({ method: 'POST', path: '/operator/kyc/{id}/approve' }),
  rejectKyc: defineCall<JsonObject>()({ method: 'POST', path: '/operator/kyc/{id}/reject' }),
  /** Test mode only (404 otherwise): the latest outbox messages, `?to=` one recipient, `limit` ≤ 100. */
  testModeOutbox: defineCall<undefined, QueryParams>()({ method: 'GET', path: '/test-mode/outbox' }),
  /** The platform's own country locator (the brand's country_locator URL may point elsewhere). */
  locate: defineCall()({ method: 'GET', path: '/locate' }),
} as const;
