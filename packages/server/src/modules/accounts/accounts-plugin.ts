import fastifyCookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { JobTimers } from '../../lib/jobs/job.js';
import type { AccountsEnv } from './accounts-env.js';
import { createAccountsHousekeeping } from './accounts-housekeeping.js';
import type { AccountsService } from './accounts-service.js';
import { createPasswordHasher } from './passwords.js';
import { pluggedProviders } from './plugged-providers.js';
import { authHooks, isUnder, pageUser, resolveAuth } from './request-auth.js';
import { recordSecurityChange } from './security-change.js';
import { sessionCookies } from './session-cookies.js';

export interface AccountsPluginOptions {
  env: AccountsEnv;
  /** Sessions are read only on these path prefixes (the API bases), never for static files. */
  apiBases: string[];
  publicUrl: string | undefined;
  /** Timers of the housekeeping job (tests count them); the global timers by default. */
  housekeepingTimers?: JobTimers;
}

/** Sessions, the auth hooks of the contract and the security-change bookkeeping. Needs database, brands, notify. */
export const accountsPlugin = fp<AccountsPluginOptions>(
  async (app, options) => {
    if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);
    app.decorateRequest('auth', null);
    app.decorateRequest('sessionProblem', 'none');

    app.addHook('onRequest', async (request) => {
      request.auth = null;
      request.sessionProblem = 'none';
      const path = request.url;
      if (!options.apiBases.some((base) => isUnder(path, base))) return;
      await resolveAuth(app, request);
    });

    const service: AccountsService = {
      ...authHooks(),
      recordSecurityChange: (transaction, input) => recordSecurityChange(app, transaction, input),
      passwords: createPasswordHasher(options.env.passwordHashCost),
      settings: options.env,
      ...pluggedProviders(app),
      ...sessionCookies(options.publicUrl),
      pageUser: (request) => pageUser(app, request),
    };
    app.decorate('accounts', service);

    const housekeeping = createAccountsHousekeeping({
      database: app.database,
      logger: app.log,
      ...(options.housekeepingTimers === undefined ? {} : { timers: options.housekeepingTimers }),
    });
    app.addHook('onReady', async () => {
      housekeeping.start();
    });
    app.addHook('onClose', async () => {
      await housekeeping.stop();
    });
  },
  { name: 'accounts', dependencies: ['database', 'brands', 'notify'] },
);
