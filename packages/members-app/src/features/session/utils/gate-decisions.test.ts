import { describe, expect, it } from 'vitest';
import { userSchema } from '@platform/core';
import { loginPagesDecision, membersDecision } from './gate-decisions.js';
import type { CurrentUserLookup } from '../../../lib/session/get-current-user.js';

const complete = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  address1: '1 Analytical Street',
  city: 'London',
  dateOfBirth: '1990-01-31',
  country: 'GB',
  zipCode: 'N1 9GU',
  emailVerification: 1,
  phoneVerification: 1,
};
const signedIn = (fields: Record<string, unknown> = {}): CurrentUserLookup => ({
  status: 'signedIn',
  user: userSchema.parse({ ...complete, ...fields }),
});
const members = (lookup: CurrentUserLookup, extra: Partial<Parameters<typeof membersDecision>[0]> = {}) =>
  membersDecision({
    lookup,
    otpPending: false,
    hasRegAttemptCookie: false,
    path: '/wallets',
    hadSession: false,
    ...extra,
  });
const login = (lookup: CurrentUserLookup, extra: Partial<Parameters<typeof loginPagesDecision>[0]> = {}) =>
  loginPagesDecision({ lookup, registrationNewFlow: 0, hasRegAttemptCookie: false, ...extra });

describe('members area (spec §4 auth guard, §7/§8 polling)', () => {
  it('lets a verified user in', () => {
    expect(members(signedIn())).toEqual({ allow: true });
  });

  it('no token goes to /login, or /double-auth when an OTP is pending', () => {
    expect(members({ status: 'signedOut' })).toEqual({ redirect: '/login' });
    expect(members({ status: 'signedOut' }, { otpPending: true })).toEqual({ redirect: '/double-auth' });
  });

  it('expired_password goes to /change-password; other failures clear the token and go to /login', () => {
    expect(members({ status: 'failed', error: 'expired_password' })).toEqual({ redirect: '/change-password' });
    expect(members({ status: 'failed', error: 'invalid_session' })).toEqual({ redirect: '/login', clearToken: true });
  });

  it('OTP enabled but not verified goes to /double-auth; unverified email or mobile to /verification', () => {
    expect(members(signedIn({ OTPLogin: 1, verifications: { OTPLogin: 'sent' } }))).toEqual({
      redirect: '/double-auth',
    });
    expect(members(signedIn({ OTPLogin: 1, verifications: { OTPLogin: 'verified' } }))).toEqual({ allow: true });
    expect(members(signedIn({ phoneVerification: 0 }))).toEqual({ redirect: '/verification' });
    expect(members(signedIn({ phoneVerification: 0 }), { path: '/verification' })).toEqual({ allow: true });
  });

  it('once the page had a user, invalid_session while polling shows the Session Timeout modal', () => {
    expect(members({ status: 'failed', error: 'invalid_session' }, { hadSession: true })).toEqual({
      showSessionTimeout: true,
      clearToken: true,
    });
    expect(members({ status: 'failed', error: 'expired_password' }, { hadSession: true })).toEqual({
      redirect: '/change-password',
    });
    expect(members({ status: 'failed', error: 'server_error' }, { hadSession: true })).toEqual({ allow: true });
  });
});

describe('login pages (spec §4 members login gate)', () => {
  it('without a token the page shows', () => {
    expect(login({ status: 'signedOut' })).toEqual({ allow: true });
  });

  it('sends a signed-in user on: address details, double-auth, verification, /buy, wallets', () => {
    expect(login(signedIn({ city: '' }), { registrationNewFlow: 1 })).toEqual({
      redirect: '/register/address_details',
    });
    expect(login(signedIn({ city: '' }))).toEqual({ redirect: '/wallets' });
    expect(login(signedIn({ OTPLogin: 1, verifications: { OTPLogin: 'sent' } }))).toEqual({ redirect: '/double-auth' });
    expect(login(signedIn({ emailVerification: 0, phoneVerification: 0 }))).toEqual({ redirect: '/verification' });
    expect(login(signedIn(), { hasRegAttemptCookie: true })).toEqual({ redirect: '/buy', clearRegAttempt: true });
    expect(login(signedIn())).toEqual({ redirect: '/wallets' });
  });

  it('a failed lookup clears the token and stays on /login; an expired password goes to /change-password', () => {
    expect(login({ status: 'failed', error: 'invalid_session' })).toEqual({ redirect: '/login', clearToken: true });
    expect(login({ status: 'failed', error: 'expired_password' })).toEqual({ redirect: '/change-password' });
  });
});
