import { describe, expect, it } from 'vitest';
import { authGuard, type AuthGuardInput } from './auth-guard.js';
import { flowGate, type FlowGateInput } from './flow-gate.js';
import { membersLoginGate, type MembersLoginGateInput } from './members-login-gate.js';
import type { GateUserInput } from './user-checks.js';

/** A user who passes every check. */
const ready: GateUserInput = {
  address1: '1 Main Street',
  city: 'London',
  dateOfBirth: '1990-01-31',
  country: 'GB',
  zipCode: 'SW1A 1AA',
  OTPLogin: 0,
  verifications: { OTPLogin: null },
  emailVerification: 1,
  phoneVerification: 1,
  permissions: { send: '1', withdrawal: '0', fiat_withdrawals: '0', widget: '0' },
};
const user = (patch: Partial<GateUserInput>) => ({ ok: true as const, value: { ...ready, ...patch } });

describe('flow gate (spec §4)', () => {
  const good = { ok: true as const, value: { transaction_data: '{"payment_method":"Wire","currency_2_iso":"BTC"}' } };
  const table: { sentence: string; input: FlowGateInput; expected: unknown }[] = [
    {
      sentence: '§4 Flow gate: no flow token redirects to /.',
      input: { flowToken: '', userLookup: { ok: true, value: {} }, checkoutLookup: good },
      expected: { redirect: '/' },
    },
    {
      sentence: '§4 Flow gate: If user lookup fails, the flow token is cleared and it redirects to /.',
      input: { flowToken: 't', userLookup: { ok: false }, checkoutLookup: good },
      expected: { redirect: '/', clearFlowToken: true },
    },
    {
      sentence: '§4 Flow gate: If checkout lookup fails, the flow token is cleared and it redirects to /.',
      input: { flowToken: 't', userLookup: { ok: true, value: {} }, checkoutLookup: { ok: false } },
      expected: { redirect: '/', clearFlowToken: true },
    },
    {
      sentence: '§4 Flow gate: transaction data is unparsable → flow token cleared, redirect to /.',
      input: {
        flowToken: 't',
        userLookup: { ok: true, value: {} },
        checkoutLookup: { ok: true, value: { transaction_data: '{bad' } },
      },
      expected: { redirect: '/', clearFlowToken: true },
    },
    {
      sentence: '§4 Flow gate: transaction data that is JSON but not an object counts as unparsable',
      input: {
        flowToken: 't',
        userLookup: { ok: true, value: {} },
        checkoutLookup: { ok: true, value: { transaction_data: '42' } },
      },
      expected: { redirect: '/', clearFlowToken: true },
    },
    {
      sentence: 'flow gate: token and both lookups fine → allowed with the parsed transaction data',
      input: { flowToken: 't', userLookup: { ok: true, value: {} }, checkoutLookup: good },
      expected: { allow: true, transactionData: { payment_method: 'Wire', currency_2_iso: 'BTC' } },
    },
  ];
  it.each(table)('$sentence', ({ input, expected }) => {
    expect(flowGate(input)).toEqual(expected);
  });
});

describe('members login gate (spec §4)', () => {
  const base = { token: 'tok', registration_new_flow: 0, hasRegAttemptCookie: false };
  const table: { sentence: string; input: MembersLoginGateInput; expected: unknown }[] = [
    {
      sentence: 'login gate: without a token the login page is shown',
      input: { ...base, token: null },
      expected: { allow: true },
    },
    ...(['address1', 'city', 'dateOfBirth', 'country', 'zipCode'] as const).map((field) => ({
      sentence: `§4 Members login gate: a registration_new_flow user missing ${field} goes to /register/address_details.`,
      input: { ...base, registration_new_flow: '1', userLookup: user({ [field]: '' }) },
      expected: { redirect: '/register/address_details' },
    })),
    {
      sentence: '§3 dateOfBirth: the string null becomes empty, so it counts as missing',
      input: { ...base, registration_new_flow: 1, userLookup: user({ dateOfBirth: 'null' }) },
      expected: { redirect: '/register/address_details' },
    },
    {
      sentence: 'login gate: without registration_new_flow a missing address does not block',
      input: { ...base, userLookup: user({ city: '' }) },
      expected: { redirect: '/wallets' },
    },
    {
      sentence: '§4 Members login gate: If OTPLogin is 1 and its verification is sent, go to /double-auth.',
      input: { ...base, userLookup: user({ OTPLogin: 1, verifications: { OTPLogin: 'sent' } }) },
      expected: { redirect: '/double-auth' },
    },
    {
      sentence: 'login gate: OTPLogin 1 but already verified goes on',
      input: { ...base, userLookup: user({ OTPLogin: '1', verifications: { OTPLogin: 'verified' } }) },
      expected: { redirect: '/wallets' },
    },
    {
      sentence: '§4 Members login gate: If email and mobile are unverified, go to /verification.',
      input: { ...base, userLookup: user({ emailVerification: 0, phoneVerification: '0' }) },
      expected: { redirect: '/verification' },
    },
    {
      sentence: '§4 Members login gate: email and mobile (both) — one verified is not "both unverified"',
      input: { ...base, userLookup: user({ emailVerification: 1, phoneVerification: 0 }) },
      expected: { redirect: '/wallets' },
    },
    {
      sentence: '§4 Members login gate: If a regAttempt cookie exists, clear it and go to /buy.',
      input: { ...base, hasRegAttemptCookie: true, userLookup: user({}) },
      expected: { redirect: '/buy', clearRegAttempt: true },
    },
    {
      sentence: '§4 Members login gate: Otherwise go to /wallets.',
      input: { ...base, userLookup: user({}) },
      expected: { redirect: '/wallets' },
    },
    {
      sentence: '§4 Members login gate: Any failure clears the token and goes to /login.',
      input: { ...base, userLookup: { ok: false, error: 'invalid_session' } },
      expected: { redirect: '/login', clearToken: true },
    },
  ];
  it.each(table)('$sentence', ({ input, expected }) => {
    expect(membersLoginGate(input)).toEqual(expected);
  });
});

describe('auth guard (spec §4)', () => {
  const base = { token: 'tok', otpPending: false, hasRegAttemptCookie: false, path: '/wallets' };
  const incomplete = { zipCode: '', permissions: { fiat_withdrawals: 0 } };
  const table: { sentence: string; input: AuthGuardInput; expected: unknown }[] = [
    {
      sentence: '§4 Auth guard: no token goes to /double-auth when OTP is pending',
      input: { ...base, token: undefined, otpPending: true },
      expected: { redirect: '/double-auth' },
    },
    {
      sentence: '§4 Auth guard: no token goes to /login (OTP not pending)',
      input: { ...base, token: '' },
      expected: { redirect: '/login' },
    },
    {
      sentence: '§4 Auth guard: An expired_password error goes to /change-password.',
      input: { ...base, userLookup: { ok: false, error: 'expired_password' } },
      expected: { redirect: '/change-password' },
    },
    {
      sentence: '§4 Auth guard: expired_password on /change-password itself stays (no loop)',
      input: { ...base, path: '/change-password', userLookup: { ok: false, error: 'expired_password' } },
      expected: { allow: true },
    },
    {
      sentence: '§4 Auth guard: A regAttempt user with incomplete address goes to /register/address_details.',
      input: { ...base, hasRegAttemptCookie: true, userLookup: user(incomplete) },
      expected: { redirect: '/register/address_details' },
    },
    {
      sentence: '§4 Auth guard: (and no fiat_withdrawals permission) — a merchant is not sent there',
      input: {
        ...base,
        hasRegAttemptCookie: true,
        userLookup: user({ zipCode: '', permissions: { fiat_withdrawals: '1' } }),
      },
      expected: { allow: true },
    },
    {
      sentence: '§4 Auth guard: incomplete address without a regAttempt cookie is allowed',
      input: { ...base, userLookup: user(incomplete) },
      expected: { allow: true },
    },
    {
      sentence: '§4 Auth guard: OTP enabled but not verified goes to /double-auth.',
      input: { ...base, userLookup: user({ OTPLogin: 1, verifications: { OTPLogin: 'sent' } }) },
      expected: { redirect: '/double-auth' },
    },
    {
      sentence: '§4 Auth guard: OTP enabled but not verified — no verification record at all',
      input: { ...base, userLookup: user({ OTPLogin: 1, verifications: null }) },
      expected: { redirect: '/double-auth' },
    },
    {
      sentence: '§4 Auth guard: Unverified email or mobile goes to /verification. (email)',
      input: { ...base, userLookup: user({ emailVerification: 0 }) },
      expected: { redirect: '/verification' },
    },
    {
      sentence: '§4 Auth guard: Unverified email or mobile goes to /verification. (mobile)',
      input: { ...base, userLookup: user({ phoneVerification: null }) },
      expected: { redirect: '/verification' },
    },
    {
      sentence: '§4 Auth guard: on /verification an unverified user stays',
      input: { ...base, path: '/verification', userLookup: user({ phoneVerification: 0 }) },
      expected: { allow: true },
    },
    {
      sentence: '§4 Auth guard: Other failures clear the token and go to /login.',
      input: { ...base, userLookup: { ok: false, error: 'invalid_session' } },
      expected: { redirect: '/login', clearToken: true },
    },
    {
      sentence: 'auth guard: a ready user is allowed',
      input: { ...base, userLookup: user({}) },
      expected: { allow: true },
    },
  ];
  it.each(table)('$sentence', ({ input, expected }) => {
    expect(authGuard(input)).toEqual(expected);
  });
});
