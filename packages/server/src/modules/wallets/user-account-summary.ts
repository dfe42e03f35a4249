import type { Queryable } from '../../db/database.js';
import { defaultDisplayMaxAgeMs } from '../rates/index.js';
import { loadAccountValues } from './account-values.js';
import { loadWalletViews, type WalletWire } from './wallet-view.js';
import { findWalletUser } from './wallet-users.js';
import { WalletsError } from './wallets-error.js';

/**
 * `request_details` of GET /users/getUserBalances (the row's core userBalancesDetailsSchema);
 * GET /users/me copies wallets and account_values from it.
 */
// A type, not an interface: the row's schema is a loose object (an index signature).
export type UserAccountSummary = {
  wallets: WalletWire[];
  currency: string;
  account_values: Record<string, string>;
  account_values_available: boolean;
  account_values_error?: 'stale_rate' | 'rate_unavailable';
  rates_observed_at: string | null;
};

export interface UserAccountSummaryOptions {
  /** Default: the clock. Pass app.rates.now() so tests with a fixed clock agree. */
  now?: Date;
  /** Oldest rate account values may use; default the display max age (app.rates.displayMaxAgeMs). */
  maxRateAgeMs?: number;
}

/**
 * The user's wallets and account value (in their fiat currency, 2 decimals, and in BTC, 8 decimals).
 * Balances come from the ledger; when a needed rate is missing or older than maxRateAgeMs the values
 * are left empty with account_values_available false and the reason, never computed from old prices.
 * Throws WalletsError user_not_found for an unknown user.
 */
export async function userAccountSummary(
  queryable: Queryable,
  userId: string,
  options: UserAccountSummaryOptions = {},
): Promise<UserAccountSummary> {
  const user = await findWalletUser(queryable, userId);
  if (user === undefined) throw new WalletsError('user_not_found', 'No such user.');
  const views = await loadWalletViews(queryable, userId);
  const values = await loadAccountValues(queryable, {
    balances: views.map((view) => ({ currency: view.record.currency, posted: view.balance.posted })),
    fiat: user.currency,
    now: options.now ?? new Date(),
    maxRateAgeMs: options.maxRateAgeMs ?? defaultDisplayMaxAgeMs,
  });
  return {
    wallets: views.map((view) => view.wire),
    currency: user.currency,
    account_values: values.available ? values.values : {},
    account_values_available: values.available,
    ...(values.available ? {} : { account_values_error: values.error }),
    rates_observed_at: values.available ? (values.ratesObservedAt?.toISOString() ?? null) : null,
  };
}
