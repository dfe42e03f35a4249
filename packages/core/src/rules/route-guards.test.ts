import { describe, expect, it } from 'vitest';
import {
  languageGuard,
  logoutDecision,
  routeChangeDecision,
  widgetGuard,
  type WidgetGuardInput,
} from './route-guards.js';
import { doubleAuthFlag, type GateUserInput } from './user-checks.js';
import { modalBackdropCleanupDelayMs } from './constants.js';

const otpUnverified: GateUserInput = { OTPLogin: '1', verifications: { OTPLogin: 'sent' } };

describe('route change (spec §4)', () => {
  const table = [
    {
      sentence: '§4 On every members route change, an OTP-enabled but unverified user is pushed to /double-auth',
      input: { user: otpUnverified, path: '/wallets' },
      expected: { redirect: '/double-auth' },
    },
    {
      sentence: '§4 route change: an OTP-enabled, verified user is not pushed',
      input: { user: { OTPLogin: 1, verifications: { OTPLogin: 'verified' } }, path: '/wallets' },
      expected: { allow: true },
    },
    {
      sentence: '§4 route change: a user without OTP is not pushed',
      input: { user: { OTPLogin: 0 }, path: '/wallets' },
      expected: { allow: true },
    },
    {
      sentence: '§4 route change: arriving on /double-auth is not pushed again',
      input: { user: otpUnverified, path: '/double-auth' },
      expected: { allow: true },
    },
  ];
  it.each(table)('$sentence', ({ input, expected }) => {
    expect(routeChangeDecision(input).navigation).toEqual(expected);
  });

  it('§4 open modals are hidden (backdrop cleanup 500 ms later)', () => {
    const decision = routeChangeDecision({ user: null, path: '/transactions' });
    expect(decision.hideOpenModals).toBe(true);
    expect(decision.backdropCleanupDelayMs).toBe(500);
    expect(modalBackdropCleanupDelayMs).toBe(500);
  });
});

describe('widget guard (spec §4, §5)', () => {
  const stored = { merchantId: 'm_1', transactionId: 'tx_9' };
  const table: { sentence: string; input: WidgetGuardInput; expected: unknown }[] = [
    {
      sentence: '§5 "Merchant not recognized or Session Expired …" (no merchant_id and transaction_id)',
      input: { query: {}, storedTransaction: stored },
      expected: { error: { messageKey: 'messages:guard.merchantNotRecognizedOrSessionExpired' } },
    },
    {
      sentence: '§4 Widget guard: requires merchant_id in the query',
      input: { query: { transaction_id: 'tx_9' }, storedTransaction: stored },
      expected: { error: { messageKey: 'messages:guard.merchantNotRecognizedOrSessionExpired' } },
    },
    {
      sentence: '§4 Widget guard: requires transaction_id in the query',
      input: { query: { merchant_id: 'm_1', transaction_id: ' ' }, storedTransaction: stored },
      expected: { error: { messageKey: 'messages:guard.merchantNotRecognizedOrSessionExpired' } },
    },
    {
      sentence: '§5 "Session Expired Please Make another transaction." (no matching stored transaction)',
      input: { query: { merchant_id: 'm_1', transaction_id: 'tx_9' }, storedTransaction: null },
      expected: { error: { messageKey: 'messages:guard.sessionExpired' } },
    },
    {
      sentence: '§4 Widget guard: a stored transaction of another merchant does not match',
      input: { query: { merchant_id: 'm_2', transaction_id: 'tx_9' }, storedTransaction: stored },
      expected: { error: { messageKey: 'messages:guard.sessionExpired' } },
    },
    {
      sentence: '§4 Widget guard: a matching stored transaction is allowed',
      input: { query: { merchant_id: 'm_1', transaction_id: 'tx_9' }, storedTransaction: stored },
      expected: { allow: true },
    },
  ];
  it.each(table)('$sentence', ({ input, expected }) => {
    expect(widgetGuard(input)).toEqual(expected);
  });
});

describe('language guard (spec §4, §5)', () => {
  const notFound = { notFound: true, statusCode: 404, messageKey: 'messages:errors.pageNotFound' };
  const table = [
    {
      sentence: '§4 Language guard: query lang (default en)',
      lang: undefined,
      expected: { allow: true, locale: 'en' },
    },
    { sentence: '§4 Language guard: empty lang counts as absent', lang: '', expected: { allow: true, locale: 'en' } },
    ...['en', 'es', 'cz', 'de', 'fi', 'it', 'no'].map((lang) => ({
      sentence: `§4 Language guard: ${lang} is a supported locale`,
      lang,
      expected: { allow: true, locale: lang },
    })),
    { sentence: '§5 Unsupported lang gives 404 "This page could not be found."', lang: 'fr', expected: notFound },
    { sentence: '§5 Unsupported lang gives 404 (Intl tag cs is not a spec code)', lang: 'cs', expected: notFound },
    { sentence: '§5 Unsupported lang gives 404 (case matters)', lang: 'EN', expected: notFound },
  ];
  it.each(table)('$sentence', ({ lang, expected }) => {
    expect(languageGuard({ lang })).toEqual(expected);
  });
});

describe('double auth and logout (spec §4)', () => {
  const table = [
    {
      sentence: '§4 Double auth is 1 only when the login OTP verification is verified',
      user: { verifications: { OTPLogin: 'verified' } },
      expected: 1,
    },
    { sentence: '§4 Double auth … else 0 (sent)', user: { verifications: { OTPLogin: 'sent' } }, expected: 0 },
    { sentence: '§4 Double auth … else 0 (no verifications)', user: {}, expected: 0 },
  ];
  it.each(table)('$sentence', ({ user, expected }) => {
    expect(doubleAuthFlag(user)).toBe(expected);
  });

  it('§4 Logout removes the token cookie and clears the user.', () => {
    expect(logoutDecision).toEqual({ redirect: '/login', clearToken: true, clearUser: true });
  });
});
