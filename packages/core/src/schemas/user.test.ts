import { describe, expect, it } from 'vitest';
import { userSchema } from './user.js';

const minimal = { email: 'a@b.co' };

describe('userSchema', () => {
  it('lowercases the email', () => {
    expect(userSchema.parse({ email: '  Ann.Lee@Example.COM ' }).email).toBe('ann.lee@example.com');
  });

  it.each([
    ['null', ''],
    [null, ''],
    [undefined, ''],
    ['1990-04-01', '1990-04-01'],
  ])('dateOfBirth %j becomes %j', (dateOfBirth, expected) => {
    expect(userSchema.parse({ ...minimal, dateOfBirth }).dateOfBirth).toBe(expected);
  });

  it.each([
    [1, true],
    ['1', true],
    [true, true],
    [0, false],
    ['0', false],
    [2, false],
    [null, false],
    [undefined, false],
  ])('emailVerification %j means verified: %s', (flag, verified) => {
    const user = userSchema.parse({ ...minimal, emailVerification: flag, phoneVerification: flag });
    expect(user.emailVerification).toBe(verified);
    expect(user.phoneVerification).toBe(verified);
  });

  it('reads OTPLogin and OTPWithdrawal as numbers and keeps verifications.OTPLogin', () => {
    const user = userSchema.parse({ ...minimal, OTPLogin: '1', OTPWithdrawal: 0, verifications: { OTPLogin: 'sent' } });
    expect(user.OTPLogin).toBe(1);
    expect(user.OTPWithdrawal).toBe(0);
    expect(user.verifications.OTPLogin).toBe('sent');
    expect(userSchema.parse(minimal).OTPLogin).toBe(0);
    expect(userSchema.parse({ ...minimal, verifications: null }).verifications).toEqual({});
  });

  it('turns permission strings into flags where only "1" is on', () => {
    const user = userSchema.parse({
      ...minimal,
      permissions: { send: '1', withdrawal: '0', fiat_withdrawals: 1, widget: 'yes' },
    });
    expect(user.permissions).toEqual({ send: true, withdrawal: false, fiat_withdrawals: true, widget: false });
  });

  it('keeps "no permissions object" distinguishable from all flags off', () => {
    expect(userSchema.parse(minimal).permissions).toBeUndefined();
    expect(userSchema.parse({ ...minimal, permissions: null }).permissions).toBeNull();
    expect(userSchema.parse({ ...minimal, permissions: {} }).permissions).toEqual({
      send: false,
      withdrawal: false,
      fiat_withdrawals: false,
      widget: false,
    });
  });

  it('reads account values as decimal strings and wallets as a list with their currency', () => {
    const user = userSchema.parse({
      ...minimal,
      client_id: 1042,
      user_id: 'usr_1',
      currency: 'GBP',
      account_values: { BTC: '0.12345678', EUR: '1234.56', GBP: 0 },
      wallets: { BTC: { currency: 'BTC', available_balance: '0.5' }, ETH: { currency: 'ETH' } },
      companyName: null,
    });
    expect(user.client_id).toBe('1042');
    expect(user.account_values).toEqual({ BTC: '0.12345678', EUR: '1234.56', GBP: '0' });
    expect(user.wallets.map((wallet) => wallet.currency)).toEqual(['BTC', 'ETH']);
    expect(user.companyName).toBe('');
  });

  it('refuses account values sent as fractional numbers, which may already have lost digits', () => {
    const result = userSchema.safeParse({ ...minimal, account_values: { BTC: 0.1 } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/decimal strings/);
  });

  it('needs an email', () => {
    expect(userSchema.safeParse({}).success).toBe(false);
  });
});
