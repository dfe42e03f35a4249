import { installFakeApi, failure, meAnswer, success, type FakeApi } from '../../../testing/fake-api.js';

/**
 * Component tests: the wallet calls answered over the fake API (src/testing/fake-api.ts), which
 * holds each request and answer to its contract row. State is kept so a write is visible to the
 * next read.
 */
export interface FakeWallet {
  currency: string;
  kind: 'crypto' | 'fiat';
  address: string | null;
  network: string | null;
  destination_tag: string | null;
  deposit_reference: string | null;
  available_balance: string;
  deposit_in_orders: string;
  last_receive: string | null;
  last_withdraw: string | null;
  total_send: string;
  total_receive: string;
  total_withdrawal: string;
  is_default: boolean;
  created_at: string;
}

const cryptoCodes = new Set(['BTC', 'LTC', 'ETH', 'BCH', 'USDT', 'USDC']);

export function fakeWallet(currency: string, fields: Partial<FakeWallet> = {}): FakeWallet {
  const crypto = cryptoCodes.has(currency);
  const zero = crypto ? '0.00000000' : '0.00';
  return {
    currency,
    kind: crypto ? 'crypto' : 'fiat',
    address: crypto ? `bcrt1qtestaddress${currency.toLowerCase()}0000000000000000000` : null,
    network: crypto ? 'regtest' : null,
    destination_tag: null,
    deposit_reference: crypto ? null : `DEP${currency}7K3Q9XWM`,
    available_balance: zero,
    deposit_in_orders: zero,
    last_receive: null,
    last_withdraw: null,
    total_send: zero,
    total_receive: zero,
    total_withdrawal: zero,
    is_default: false,
    created_at: '2026-11-01T08:00:00.000Z',
    ...fields,
  };
}

export interface FakeTransaction {
  id: string;
  type: string;
  status: string;
  payment_status: string | null;
  currency_iso: string;
  currency_2_iso: string | null;
  amount: string;
  payment_method: string | null;
  transaction_fee: string;
  created_at: string;
  direction?: 'credit' | 'debit';
  order_id?: string;
  from_amount?: string;
  to_amount?: string;
  price?: string;
  quantity?: string;
  rate?: string;
  txid?: string;
  confirmations?: number;
  required_confirmations?: number;
}

export function fakeTransaction(id: string, fields: Partial<FakeTransaction> = {}): FakeTransaction {
  return {
    id,
    type: 'deposit',
    status: 'completed',
    payment_status: null,
    currency_iso: 'BTC',
    currency_2_iso: null,
    amount: '0.50000000',
    payment_method: 'test_deposit',
    transaction_fee: '0.00000000',
    created_at: '2026-11-20T10:00:00.000Z',
    direction: 'credit',
    ...fields,
  };
}

export interface WalletsState {
  wallets: FakeWallet[];
  currency: string;
  accountValues: Record<string, string>;
  transactions: FakeTransaction[];
}

export interface WalletsFake extends FakeApi {
  state: WalletsState;
  callsTo: (route: string) => { route: string; body: unknown }[];
  /** The query parameters of each call to a GET route, in order. */
  queries: (route: string) => Record<string, string>[];
}

/** Installs the fake client with a signed-in user and the wallet calls over `state`. */
export function installWalletsFake(
  initial: Partial<WalletsState> = {},
  user: Record<string, unknown> = {},
): WalletsFake {
  const state: WalletsState = {
    wallets: [],
    currency: 'EUR',
    accountValues: {},
    transactions: [],
    ...initial,
  };
  const queries: { route: string; query: Record<string, string> }[] = [];
  const recordQuery = (route: string, query: URLSearchParams) =>
    queries.push({ route, query: Object.fromEntries(query.entries()) });
  const api = installFakeApi({
    'GET /users/me': () => meAnswer(user),
    'GET /users/getUserBalances': () =>
      success({
        wallets: state.wallets,
        currency: state.currency,
        account_values: state.accountValues,
        account_values_available: Object.keys(state.accountValues).length > 0,
        ...(Object.keys(state.accountValues).length > 0 ? {} : { account_values_error: 'stale_rate' }),
        rates_observed_at: null,
      }),
    'POST /users/createWallet': ({ body }) => {
      const symbol = String((body as { symbol?: unknown }).symbol ?? '').toUpperCase();
      const existing = state.wallets.find((wallet) => wallet.currency === symbol);
      if (existing) return success({ wallet: existing, created: false });
      const wallet = fakeWallet(symbol, { is_default: state.wallets.length === 0 });
      state.wallets.push(wallet);
      return success({ wallet, created: true });
    },
    'PATCH /users/defaultWallet': ({ body }) => {
      const symbol = String((body as { symbol?: unknown }).symbol ?? '');
      const wallet = state.wallets.find((candidate) => candidate.currency === symbol);
      if (!wallet) return failure(404, 'not_found', { symbol: `You have no ${symbol} wallet yet.` });
      for (const other of state.wallets) other.is_default = other === wallet;
      return success({ wallet });
    },
    'GET /transactions/getTransactions': ({ query }) => {
      recordQuery('GET /transactions/getTransactions', query);
      const rows = state.transactions.filter(
        (row) =>
          (!query.get('asset') || row.currency_iso === query.get('asset')) &&
          (!query.get('type') || row.type === query.get('type')) &&
          (!query.get('status') || row.status === query.get('status')),
      );
      return page(rows, query, (slice, next) => ({
        transactions: Object.fromEntries(slice.map((row) => [row.id, row])),
        next_cursor: next,
      }));
    },
    'GET /transactions/getWalletActivity': ({ query }) => {
      recordQuery('GET /transactions/getWalletActivity', query);
      const currency = query.get('currency') ?? '';
      const rows = state.transactions.filter((row) => row.currency_iso === currency);
      return page(rows, query, (slice, next) => ({ currency, activity: slice, next_cursor: next }));
    },
  });
  return {
    ...api,
    state,
    callsTo: (route) => api.calls.filter((call) => call.route === route),
    queries: (route) => queries.filter((entry) => entry.route === route).map((entry) => entry.query),
  };
}

/** Cursor paging as the server does it: the cursor is the index of the next row here. */
function page<T>(
  rows: T[],
  query: URLSearchParams,
  shape: (slice: T[], next: string | null) => unknown,
): { status: number; body: unknown } {
  const limit = Number(query.get('limit') ?? '25');
  const start = Number(query.get('cursor') ?? '0');
  const slice = rows.slice(start, start + limit);
  const next = start + limit < rows.length ? String(start + limit) : null;
  return success(shape(slice, next));
}
