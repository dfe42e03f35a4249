import type { FastifyPluginAsync } from 'fastify';
import { loginRoutes } from './login-routes.js';
import { passwordRoutes } from './password-routes.js';
import { profileRoutes } from './profile-routes.js';
import { registrationRoutes } from './registration-routes.js';
import { accountsBodyLimitBytes, accountsErrorHandler, localizeSuccessMessage } from './route-support.js';
import { sessionRoutes } from './session-routes.js';
import { verifyRoutes } from './verify-routes.js';

export interface AccountsRoutesOptions {
  /** Absolute links in emails (password reset) start with it; else the request's own (registered) origin. */
  publicUrl: string | undefined;
}

/** Spec §7 "Users and verification", under the API base, served from core's rows. Needs accountsPlugin. */
export const accountsRoutes: FastifyPluginAsync<AccountsRoutesOptions> = async (app, options) => {
  // Scoped to these routes: spec §5 messages in English, Retry-After on 429, small bodies.
  app.setErrorHandler(accountsErrorHandler);
  app.addHook('preSerialization', localizeSuccessMessage);
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= accountsBodyLimitBytes;
  });
  await app.register(loginRoutes);
  await app.register(registrationRoutes);
  await app.register(verifyRoutes);
  await app.register(profileRoutes);
  await app.register(passwordRoutes, { publicUrl: options.publicUrl });
  await app.register(sessionRoutes);
};
