import { installFakeApi, failure, meAnswer, success, type FakeApi } from '../../../testing/fake-api.js';

/**
 * Component tests: the withdrawals calls answered over the fake API (src/testing/fake-api.ts),
 * which holds every request and answer to its contract row. State is kept so a write shows in the
 * next read.
 */
export interface FakeEntry {
  id: string;
  kind: 'crypto' | 'bank';
  label: string;
  currency: string;
  status: 'pending_confirmation' | 'waiting' | 'active';
  address: string | null;
  destination_tag: string | null;
  iban: string | null;
  bic: string | null;
  account_holder: string | null;
  usable_from: string | null;
  confirmed_at: string | null;
  created_at: string;
}

export function fakeEntry(id: string, fields: Partial<FakeEntry> = {}): FakeEntry {
  return {
    id,
    kind: 'crypto',
    label: 'My wallet',
    currency: 'LTC',
    status: 'active',
    address: 'rltc1qexampleaddress00000000000000000000',
    destination_tag: null,
    iban: null,
    bic: null,
    account_holder: null,
    usable_from: '2026-11-01T08:00:00.000Z',
    confirmed_at: '2026-10-31T08:00:00.000Z',
    created_at: '2026-10-31T07:00:00.000Z',
    ...fields,
  };
}

export type FakeWithdrawal = ReturnType<typeof fakeWithdrawal>;

export function fakeWithdrawal(id: string, fields: Record<string, unknown> = {}) {
  return {
    id,
    transaction_id: 'txn_1',
    client_id: 'wd_client',
    method: 'crypto' as 'crypto' | 'bank' | 'card',
    status: 'processing' as string,
    currency: 'LTC',
    amount: '0.50000000',
    fee: '0.00100000',
    total: '0.50100000',
    eur_value: '40.00',
    beneficiary_id: 'ben_1',
    address: 'rltc1qexampleaddress00000000000000000000',
    destination_tag: null,
    iban: null,
    bic: null,
    account_holder: null,
    card_id: null,
    travel_rule: { destination_type: 'self_hosted' as const, ownership_confirmed: false, platform_name: null },
    txid: null as string | null,
    confirmations: null as number | null,
    required_confirmations: null as number | null,
    approvals_required: 0,
    approvals: [] as { operator_id: string; approved_at: string }[],
    reason: null as string | null,
    created_at: '2026-11-27T10:00:00.000Z',
    updated_at: '2026-11-27T10:00:00.000Z',
    completed_at: null,
    ...fields,
  };
}

const limits = {
  per_transaction_eur: '10000.00',
  daily_eur: '20000.00',
  monthly_eur: '100000.00',
  daily_used_eur: '0.00',
  monthly_used_eur: '0.00',
};

export interface WithdrawalsState {
  entries: FakeEntry[];
  allowlistOnly: boolean;
  lockedUntil: string | null;
  lockReason: string | null;
  fiatRefusal: string | null;
  otp: boolean;
  available: string;
  fee: string;
  withdrawals: FakeWithdrawal[];
}

export interface WithdrawalsFake extends FakeApi {
  state: WithdrawalsState;
  callsTo: (route: string) => { route: string; body: unknown }[];
}

function settingsOf(state: WithdrawalsState) {
  return {
    allowlist_only: state.allowlistOnly,
    user_allowlist_only: state.allowlistOnly,
    brand_allowlist_only: false,
    address_waiting_seconds: 86400,
    locked_until: state.lockedUntil,
    lock_reason: state.lockReason,
    kyc_level: 'verified',
    otp_withdrawal: state.otp,
    fiat_refusal: state.fiatRefusal,
    limits: { LTC: limits },
  };
}

function quoteOf(state: WithdrawalsState, query: URLSearchParams) {
  const amount = query.get('amount') ?? '0';
  const total = (Number(amount) + Number(state.fee)).toFixed(8);
  const amountNumber = Number(amount);
  return {
    currency: query.get('currency') ?? 'LTC',
    amount,
    fee: state.fee,
    total,
    receive_amount: amount,
    minimum_amount: '0.00100000',
    network_fee_estimate: '0.00002000',
    eur_value: (amountNumber * 80).toFixed(2),
    available_balance: state.available,
    approvals_required: 0,
    ownership_confirmation_required: amountNumber * 80 > 1000,
    limits,
    refusal: amountNumber === 0 ? 'The minimum withdrawal is 0.001 LTC.' : null,
  };
}

/** Installs the fake client with a signed-in user and the withdrawals calls over `state`. */
export function installWithdrawalsFake(
  initial: Partial<WithdrawalsState> = {},
  user: Record<string, unknown> = {},
): WithdrawalsFake {
  const state: WithdrawalsState = {
    entries: [],
    allowlistOnly: false,
    lockedUntil: null,
    lockReason: null,
    fiatRefusal: null,
    otp: false,
    available: '2.00000000',
    fee: '0.00100000',
    withdrawals: [],
    ...initial,
  };
  const api = installFakeApi({
    'GET /users/me': () => meAnswer(user),
    'GET /users/withdrawalSettings': () => success(settingsOf(state)),
    'GET /users/getUserBeneficiaries': () =>
      success({ beneficiaries: state.entries, allowlist_only: state.allowlistOnly }),
    'POST /users/addBeneficiary': ({ body }) => {
      const request = body as Record<string, string>;
      const entry = fakeEntry(`ben_${state.entries.length + 1}`, {
        kind: request['kind'] as 'crypto',
        label: request['label'] ?? '',
        currency: request['currency'] ?? '',
        status: 'pending_confirmation',
        address: request['address'] ?? null,
        usable_from: null,
        confirmed_at: null,
      });
      state.entries.unshift(entry);
      return success({ beneficiary: entry, message: 'We emailed you a link to confirm the address.' });
    },
    'DELETE /users/beneficiaries/{id}': ({ path }) => {
      const id = path.split('/').pop() ?? '';
      state.entries = state.entries.filter((entry) => entry.id !== id);
      return success({ id, removed: true });
    },
    'GET /transactions/withdrawalQuote': ({ query }) => success(quoteOf(state, query)),
    'POST /transactions/withdrawal': ({ body }) => {
      const request = body as Record<string, unknown>;
      const existing = state.withdrawals.find((item) => item.client_id === request['client_id']);
      if (existing)
        return success({
          withdrawal: existing,
          replayed: true,
          otp_required: false,
          otp_channel: null,
          message: 'Replayed.',
        });
      const withdrawal = fakeWithdrawal(`wdr_${state.withdrawals.length + 1}`, {
        client_id: request['client_id'],
        amount: request['amount'],
        status: state.otp ? 'otp_pending' : 'processing',
      });
      state.withdrawals.push(withdrawal);
      return success({
        withdrawal,
        replayed: false,
        otp_required: state.otp,
        otp_channel: state.otp ? 'email' : null,
        message: 'Withdrawal requested.',
      });
    },
    'GET /transactions/withdrawals/{id}': ({ path }) => {
      const withdrawal = state.withdrawals.find((item) => item.id === path.split('/').pop());
      return withdrawal ? success({ withdrawal }) : failure(404, 'not_found', { id: 'No such withdrawal.' });
    },
  });
  return { ...api, state, callsTo: (route) => api.calls.filter((call) => call.route === route) };
}
