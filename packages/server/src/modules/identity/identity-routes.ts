import type { FastifyPluginAsync } from 'fastify';
import { changeOtpRoutes } from './change-otp-routes.js';
import { kycOperatorRoutes } from './kyc/kyc-operator-routes.js';
import { kycRoutes } from './kyc/kyc-routes.js';
import { locateRoutes } from './region/locate-routes.js';
import { totpRoutes } from './totp/totp-routes.js';

/** Every identity route, registered under the API base. Needs identityPlugin. */
export const identityRoutes: FastifyPluginAsync = async (app) => {
  await app.register(totpRoutes);
  await app.register(changeOtpRoutes);
  await app.register(kycRoutes);
  await app.register(kycOperatorRoutes);
  await app.register(locateRoutes);
};
