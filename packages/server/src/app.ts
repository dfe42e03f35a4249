import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env.js';
import type { Database } from './db/database.js';
import { loggerOptions } from './logging.js';
import { accountsPlugin, accountsRoutes } from './modules/accounts/index.js';
import { brandsPlugin, chatScriptOriginsForHost } from './modules/brands/index.js';
import { configRoutes, faviconRoutes } from './modules/brands/index.js';
import { chainOperatorRoutes, chainsPlugin, chainTestModeRoutes } from './modules/chains/index.js';
import { checkoutPlugin, checkoutRoutes } from './modules/checkout/index.js';
import { contentPageRenderers, contentRoutes, seoRoutes } from './modules/content/index.js';
import { identityPlugin, identityRoutes } from './modules/identity/index.js';
import {
  embedFrameAncestors,
  merchantApiGuard,
  merchantApiRoutes,
  merchantAreaRoutes,
  merchantsPlugin,
  paymentsContextOptions,
} from './modules/merchants/index.js';
import { notifyPlugin } from './modules/notify/index.js';
import { notifyTestModeRoutes } from './modules/notify/index.js';
import {
  payoutsPlugin,
  payoutsRoutes,
  requestPayout,
  type PayoutOutcomeHandler,
  type PayoutSource,
} from './modules/payouts/index.js';
import { railsPlugin, railsRoutes } from './modules/rails/index.js';
import { ratesPlugin } from './modules/rates/index.js';
import { marketPageRenderers, ratesRoutes } from './modules/rates/index.js';
import { walletsApiRoutes, walletsPlugin } from './modules/wallets/index.js';
import { enqueueWebhookEvent, webhookRoutes, webhooksPlugin, type ResolveHostname } from './modules/webhooks/index.js';
import { evmContractCheck, withdrawalsPlugin, withdrawalsRoutes } from './modules/withdrawals/index.js';
import { compressionPlugin } from './plugins/compression.js';
import { databasePlugin } from './plugins/database.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { jsonBodyPlugin } from './plugins/json-body.js';
import { requestIdFor, requestIdPlugin } from './plugins/request-id.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { swaggerPlugin } from './plugins/swagger.js';
import { countriesRoutes } from './routes/countries.js';
import { healthRoutes } from './routes/health.js';
import { notFoundPlugin } from './static/not-found.js';
import { publicPagesPlugin } from './static/public-pages.js';
import { staticAppBases, staticAppsPlugin } from './static/static-apps.js';

export interface BuildAppOptions {
  env: Env;
  /** Already migrated; the app closes it when it closes. */
  database: Database;
  /** Log destination (tests capture lines); stdout when absent. */
  logStream?: { write(line: string): void };
  brandCacheTtlMs?: number;
  fetch?: typeof globalThis.fetch;
  /** How webhook host names are resolved at delivery (tests: never the internet's DNS). */
  resolveHostname?: ResolveHostname;
  /** Outcome handlers of payout sources beyond the modules' own (tests of the payouts module). */
  payoutOutcomeHandlers?: Partial<Record<PayoutSource, PayoutOutcomeHandler>>;
}

/** The Fastify instance with zod schemas and the list of every registered route. */
function createFastify(options: BuildAppOptions) {
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
  return app;
}

type PlatformApp = ReturnType<typeof createFastify>;

/** What every request passes through: database, request ids, headers, errors, docs, brands. */
async function registerPlatform(app: PlatformApp, options: BuildAppOptions) {
  const { env } = options;
  await app.register(databasePlugin, { database: options.database });
  await app.register(requestIdPlugin);
  await app.register(compressionPlugin, { staticFileBases: staticAppBases });
  await app.register(securityHeadersPlugin, {
    apiBases: [env.apiBase, env.merchantApiBase],
    publicUrl: env.publicUrl,
    embedFrameAncestors: (url) => embedFrameAncestors(options.database, url),
    // Asked at request time, once the brands plugin (registered below) has decorated app.brands.
    chatScriptOrigins: (host) => chatScriptOriginsForHost(app.brands.resolver, host),
  });
  await app.register(errorHandlerPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(swaggerPlugin, {
    publicUrl: env.publicUrl,
    apiBase: env.apiBase,
    merchantApiBase: env.merchantApiBase,
  });
  // Before every route: rate limits and CORS of the merchant base (merchants module).
  await app.register(merchantApiGuard, { merchantApiBase: env.merchantApiBase, limits: env.merchants });
  await app.register(brandsPlugin, {
    metaFetchTimeoutMs: env.metaFetchTimeoutMs,
    ...(options.brandCacheTtlMs === undefined ? {} : { brandCacheTtlMs: options.brandCacheTtlMs }),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
}

/** The domain modules' services (and, in worker roles, their background jobs), in dependency order. */
async function registerModules(app: PlatformApp, env: Env, options: BuildAppOptions) {
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
    listensOnLoopback: env.listensOnLoopback,
    platformPort: env.port,
    ...(options.resolveHostname === undefined ? {} : { resolveHostname: options.resolveHostname }),
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
  await registerBuyAndPayoutModules(app, env, options, runJobs);
}

/** The guest checkout and its rails, withdrawals and payouts (after merchants, whose fees they book). */
async function registerBuyAndPayoutModules(app: PlatformApp, env: Env, options: BuildAppOptions, runJobs: boolean) {
  await app.register(checkoutPlugin, {
    testMode: env.testMode,
    runJobs,
    network: env.wallets.depositNetwork,
    moneyRateMaxAgeMs: env.rates.moneyMaxAgeMs ?? 120_000,
  });
  // The payment rails call the checkout module's orders (app.checkoutOrders) when a payment runs.
  await app.register(railsPlugin, { env: env.rails, testMode: env.testMode, apiBase: env.apiBase });
  // Withdrawals hand fiat payouts to the payouts module (requestPayout inside their transaction).
  await app.register(withdrawalsPlugin, {
    requestPayout,
    env: env.withdrawals,
    network: env.wallets.depositNetwork,
    testMode: env.testMode,
    runJobs,
    publicUrl: env.publicUrl,
    rateMaxAgeMs: env.rates.moneyMaxAgeMs ?? 120_000,
    // Token withdrawals to a contract address are refused when an Ethereum node is configured.
    contractCheck: env.chains.eth === undefined ? undefined : evmContractCheck(env.chains.eth.url),
  });
  // Payouts (SEPA batches, card payouts through the rails' card processor); each source module's
  // outcome handler runs in the transaction of the payout's status change.
  await app.register(payoutsPlugin, {
    outcomeHandlers: { withdrawal: app.withdrawals.payoutOutcomeHandler, ...options.payoutOutcomeHandlers },
    runJobs,
  });
}

/** Every module's routes (each registered from its contract row) and the built apps. */
async function registerRoutes(app: PlatformApp, env: Env) {
  const api = { prefix: env.apiBase };
  await app.register(configRoutes, {
    ...api,
    apiBase: env.apiBase,
    merchantApiBase: env.merchantApiBase,
    testMode: env.testMode,
  });
  await app.register(faviconRoutes);
  await app.register(countriesRoutes);
  await app.register(ratesRoutes, {
    apiBase: env.apiBase,
    merchantApiBase: env.merchantApiBase,
    couponLookup: app.checkout.couponLookup,
  });
  await app.register(merchantApiRoutes, { prefix: env.merchantApiBase, service: app.merchants });
  await app.register(merchantAreaRoutes, { ...api, service: app.merchants });
  await app.register(accountsRoutes, { ...api, publicUrl: env.publicUrl });
  await app.register(identityRoutes, api);
  await app.register(walletsApiRoutes, { ...api, testMode: env.testMode, network: env.wallets.depositNetwork });
  await app.register(chainOperatorRoutes, api);
  await app.register(webhookRoutes, { ...api, testMode: env.testMode });
  await app.register(checkoutRoutes, {
    ...api,
    context: app.checkout.context,
    secureCookies: env.publicUrl?.startsWith('https:') ?? false,
    codeSender: app.checkout.codeSender,
  });
  await app.register(railsRoutes, { ...api, testMode: env.testMode });
  await app.register(payoutsRoutes, api);
  await app.register(withdrawalsRoutes, { ...api, testMode: env.testMode });
  await app.register(contentRoutes, api);
  await app.register(seoRoutes);
  // Server-rendered public pages (static/public-pages.ts): the content module's home and content
  // pages, the rates module's prices list and coin pages.
  await app.register(publicPagesPlugin);
  for (const renderer of contentPageRenderers(app)) app.publicPages.register(renderer);
  for (const renderer of marketPageRenderers(app, { testMode: env.testMode })) app.publicPages.register(renderer);
  // Test mode only: the notification outbox and the simulated chain's pay call do not exist in live mode.
  if (env.testMode) {
    await app.register(notifyTestModeRoutes, { ...api, trustProxy: env.trustProxy });
    await app.register(chainTestModeRoutes, { ...api, network: env.wallets.depositNetwork });
  }
  await app.register(staticAppsPlugin, { appsDir: env.appsDir });
}

/** Builds the app without listening, so tests can `inject` and `server.ts` can `listen`. */
export async function buildApp(options: BuildAppOptions) {
  const { env } = options;
  const app = createFastify(options);
  await registerPlatform(app, options);
  await registerModules(app, env, options);
  await app.register(healthRoutes);
  if (env.role !== 'worker') await registerRoutes(app, env);
  await app.register(notFoundPlugin, {
    jsonBases: [env.apiBase, env.merchantApiBase, '/docs'],
    testMode: env.testMode,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on the app, in order (HEAD twins of GET routes included). */
    registeredRoutes: RouteOptions[];
  }
}
