/**
 * The identity module's public surface: authenticator app (TOTP, RFC 6238) and recovery codes,
 * PATCH /users/changeOTP, KYC (user routes, private document store, reviewer API) and the region
 * check with the offline geo-IP.
 *
 * - `identityPlugin` (after accountsPlugin) decorates `app.identity`: `locateCountry(ip)`,
 *   `requireServedRegion` (preHandler; already put in front of POST /users/login, /users/register,
 *   /users/registrationAttempt, /verify/requestOTP and /users/checkout/register by an onRoute hook),
 *   `totp` (the code checks) and `kycStorage`. It plugs TOTP into accounts' login OTP check and the
 *   geo-IP into accounts' session countries.
 * - `identityRoutes` (under the API base): GET /users/totp, POST /users/totp/setup,
 *   POST /users/totp/confirm, DELETE /users/totp, POST /users/totp/recoveryCodes,
 *   PATCH /users/changeOTP, GET /users/compliance, PATCH /verify/setVerifyId,
 *   PATCH /verify/setVerificationData, GET /operator/kyc, GET /operator/kyc/{id},
 *   GET /operator/kyc/{id}/files/{fileId}, POST /operator/kyc/{id}/approve,
 *   POST /operator/kyc/{id}/reject, GET /locate.
 */
export { identityPlugin, type IdentityPluginOptions, type IdentityService } from './identity-plugin.js';
export { identityRoutes } from './identity-routes.js';
export { identityEnvShape, toIdentityEnv, type IdentityEnv } from './identity-env.js';
export { regionCheckedRoutes } from './region/region-guard.js';
export { locateIp, type Located } from './region/country-locator.js';
export { identityMessages } from './identity-messages.js';
export { createSecretBox, SecretBoxError, type SecretBox } from './totp/secret-box.js';
