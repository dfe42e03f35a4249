import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env.js';
import type { Database } from './db/database.js';
import { loggerOptions } from './logging.js';
import { accountsPlugin, accountsRoutes } from './modules/accounts/index.js';
import { brandsPlugin } from './modules/brands/brands-plugin.js';
import { configRoutes } from './modules/brands/config-routes.js';
import { chainOperatorRoutes, chainsPlugin, chainTestModeRoutes } from './modules/chains/index.js';
import { identityPlugin, identityRoutes } from './modules/identity/index.js';
import {
  merchantApiRoutes,
  merchantAreaRoutes,
  merchantsPlugin,
  paymentsContextOptions,
} from './modules/merchants/index.js';
import { notifyPlugin } from './modules/notify/notify-plugin.js';
import { notifyTestModeRoutes } from './modules/notify/test-mode-routes.js';
import { ratesPlugin } from './modules/rates/rates-plugin.js';
import { ratesRoutes } from './modules/rates/rates-routes.js';
import { walletsApiRoutes, walletsPlugin } from './modules/wallets/index.js';
import { enqueueWebhookEvent, webhookRoutes, webhooksPlugin } from './modules/webhooks/index.js';
import { databasePlugin } from './plugins/database.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { requestIdFor, requestIdPlugin } from './plugins/request-id.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { swaggerPlugin } from './plugins/swagger.js';
import { healthRoutes } from './routes/health.js';
import { notFoundPlugin } from './static/not-found.js';
import { staticAppsPlugin } from './static/static-apps.js';

export interface BuildAppOptions {
  env: Env;
  /** Already migrated; the app closes it when it closes. */
  database: Database;
  /** Log destination (tests capture lines); stdout when absent. */
  logStream?: { write(line: string): void };
  brandCacheTtlMs?: number;
  fetch?: typeof globalThis.fetch;
}

/** Builds the app without listening, so tests can `inject` and `server.ts` can `listen`. */
export async function buildApp(options: BuildAppOptions) {
  const { env } = options;
  const app = Fastify({
    logger: loggerOptions(env, options.logStream),
    genReqId: requestIdFor,
    bodyLimit: env.bodyLimitBytes,
    trustProxy: env.trustProxy,
    // Idle keep-alive sockets close at shutdown; in-flight requests finish.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every route as registered (the contract test holds them against core's rows).
  const registeredRoutes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    registeredRoutes.push(route);
  });
  app.decorate('registeredRoutes', registeredRoutes);

  await app.register(databasePlugin, { database: options.database });
  await app.register(requestIdPlugin);
  await app.register(securityHeadersPlugin, { apiBases: [env.apiBase, env.merchantApiBase], publicUrl: env.publicUrl });
  await app.register(errorHandlerPlugin);
  await app.register(swaggerPlugin, {
    publicUrl: env.publicUrl,
    apiBase: env.apiBase,
    merchantApiBase: env.merchantApiBase,
  });
  await app.register(brandsPlugin, {
    metaFetchTimeoutMs: env.metaFetchTimeoutMs,
    ...(options.brandCacheTtlMs === undefined ? {} : { brandCacheTtlMs: options.brandCacheTtlMs }),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });

  const runJobs = env.role !== 'api';
  await app.register(notifyPlugin, {
    env: env.notify,
    testMode: env.testMode,
    publicUrl: env.publicUrl,
    runWorker: runJobs,
  });
  await app.register(ratesPlugin, { ...env.rates, runRefresher: runJobs });
  await app.register(accountsPlugin, {
    env: env.accounts,
    apiBases: [env.apiBase, env.merchantApiBase],
    publicUrl: env.publicUrl,
  });
  // Before any route: it puts the region check in front of the sign-up and sign-in routes.
  await app.register(identityPlugin, {
    env: env.identity,
    apiBase: env.apiBase,
    dataDir: env.dataDir,
    appsDir: env.appsDir,
  });
  await app.register(walletsPlugin, { env: env.wallets, runJobs });
  // Deposit watchers (and test mode's simulated chains) run in worker roles, like the rates refresher.
  await app.register(chainsPlugin, {
    env: env.chains,
    runJobs,
    demoKeySeed: env.testMode ? env.wallets.demoXpubSeed : undefined,
  });
  await app.register(webhooksPlugin, {
    env: env.webhooks,
    testMode: env.testMode,
    runJobs,
    sealingKey: env.identity.totpEncryptionKey,
    dataDir: env.dataDir,
  });

  await app.register(merchantsPlugin, {
    context: {
      ...paymentsContextOptions(env),
      // Every payment state change enqueues its signed webhook in the change's own transaction.
      onPaymentEvent: async (transaction, event) => {
        await enqueueWebhookEvent(transaction, {
          merchantId: event.payment.merchant_id,
          type: event.type,
          data: event.payment,
          eventKey: event.eventKey,
        });
      },
    },
    runJobs,
  });

  await app.register(healthRoutes);
  if (env.role !== 'worker') {
    await app.register(configRoutes, {
      prefix: env.apiBase,
      apiBase: env.apiBase,
      merchantApiBase: env.merchantApiBase,
    });
    await app.register(ratesRoutes, { apiBase: env.apiBase, merchantApiBase: env.merchantApiBase });
    await app.register(merchantApiRoutes, { prefix: env.merchantApiBase, service: app.merchants });
    await app.register(merchantAreaRoutes, { prefix: env.apiBase, service: app.merchants });
    await app.register(accountsRoutes, { prefix: env.apiBase, publicUrl: env.publicUrl });
    await app.register(identityRoutes, { prefix: env.apiBase });
    await app.register(walletsApiRoutes, {
      prefix: env.apiBase,
      testMode: env.testMode,
      network: env.wallets.depositNetwork,
    });
    // The outbox is readable over HTTP only in test mode; in live mode these routes do not exist.
    if (env.testMode) await app.register(notifyTestModeRoutes, { prefix: env.apiBase });
    await app.register(chainOperatorRoutes, { prefix: env.apiBase });
    await app.register(webhookRoutes, { prefix: env.apiBase, testMode: env.testMode });
    if (env.testMode) {
      await app.register(chainTestModeRoutes, { prefix: env.apiBase, network: env.wallets.depositNetwork });
    }
    await app.register(staticAppsPlugin, { appsDir: env.appsDir });
  }
  await app.register(notFoundPlugin, { jsonBases: [env.apiBase, env.merchantApiBase, '/docs'] });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on the app, in order (HEAD twins of GET routes included). */
    registeredRoutes: RouteOptions[];
  }
}
