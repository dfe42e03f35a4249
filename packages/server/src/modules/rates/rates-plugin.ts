import fp from 'fastify-plugin';
import type { RatesProvider } from './rates-provider.js';
import { createRatesRefresher, type RatesRefresher } from './rates-refresher.js';

export interface RatesService {
  provider: RatesProvider;
  refresher: RatesRefresher;
  /** Display calls answer rates up to this old (with their timestamp); older is service_unavailable. */
  displayMaxAgeMs: number;
  /** What money operations pass to getRateForMoney as maxAgeMs. */
  moneyMaxAgeMs: number;
  now(): Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    rates: RatesService;
  }
}

export interface RatesPluginOptions {
  provider: RatesProvider;
  /** Default one minute. */
  refreshIntervalMs?: number;
  /** Default 15 minutes. */
  displayMaxAgeMs?: number;
  /** Default 2 minutes. */
  moneyMaxAgeMs?: number;
  /** Run the in-process refresher (role worker/all); API-only nodes read what workers stored. Default true. */
  runRefresher?: boolean;
  /** Fill the missing price history in the refresher's first round (default true). */
  backfillHistory?: boolean;
  now?: () => number;
}

export const defaultRefreshIntervalMs = 60_000;
export const defaultDisplayMaxAgeMs = 15 * 60_000;
export const defaultMoneyMaxAgeMs = 2 * 60_000;

/** The rates service: the provider, the refresher (started when the app is ready, stopped before it closes). */
export const ratesPlugin = fp<RatesPluginOptions>(
  async (app, options) => {
    const now = options.now ?? Date.now;
    const refresher = createRatesRefresher({
      database: app.database,
      provider: options.provider,
      intervalMs: options.refreshIntervalMs ?? defaultRefreshIntervalMs,
      logger: app.log,
      now,
      ...(options.backfillHistory === undefined ? {} : { backfillHistory: options.backfillHistory }),
    });
    app.decorate('rates', {
      provider: options.provider,
      refresher,
      displayMaxAgeMs: options.displayMaxAgeMs ?? defaultDisplayMaxAgeMs,
      moneyMaxAgeMs: options.moneyMaxAgeMs ?? defaultMoneyMaxAgeMs,
      now: () => new Date(now()),
    });
    if (options.runRefresher !== false) {
      app.addHook('onReady', async () => {
        refresher.start();
      });
    }
    // preClose runs before the database plugin's onClose, so no refresh writes to a closed database.
    app.addHook('preClose', async () => {
      await refresher.stop();
    });
  },
  { name: 'rates', dependencies: ['database'] },
);
