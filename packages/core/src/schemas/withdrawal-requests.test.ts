import { describe, expect, it } from 'vitest';
import { verifyOtpBodySchema } from './account-requests.js';
import { addBeneficiaryBodySchema } from './beneficiary.js';
import { withdrawalPolicyBodySchema } from './withdrawal-policy.js';
import { withdrawalBodySchema } from './withdrawal-requests.js';

describe('withdrawal requests', () => {
  it('tells crypto, bank and card withdrawals apart and needs the travel rule for crypto', () => {
    const crypto = {
      method: 'crypto',
      client_id: 'click-0001',
      currency: 'LTC',
      amount: '0.5',
      address: 'rltc1qexample',
      travel_rule: { destination_type: 'self_hosted', ownership_confirmed: true },
    };
    expect(withdrawalBodySchema.parse(crypto)).toMatchObject({ method: 'crypto', currency: 'LTC' });
    const { travel_rule: _omitted, ...withoutTravelRule } = crypto;
    expect(withdrawalBodySchema.safeParse(withoutTravelRule).success).toBe(false);
    expect(withdrawalBodySchema.safeParse({ ...crypto, currency: 'EUR' }).success).toBe(false);
    expect(withdrawalBodySchema.safeParse({ ...crypto, amount: '1e3' }).success).toBe(false);
    expect(withdrawalBodySchema.safeParse({ ...crypto, client_id: 'short' }).success).toBe(false);
    const card = { method: 'card', client_id: 'click-0002', currency: 'EUR', amount: '10.00', card_id: 'card_1' };
    expect(withdrawalBodySchema.parse(card)).toEqual(card);
    expect(withdrawalBodySchema.safeParse({ ...card, currency: 'BTC' }).success).toBe(false);
  });

  it('names the other platform of a travel-rule transfer', () => {
    const body = {
      method: 'crypto',
      client_id: 'click-0003',
      currency: 'BTC',
      amount: '1',
      beneficiary_id: 'ben_1',
      travel_rule: { destination_type: 'platform' },
    };
    expect(withdrawalBodySchema.safeParse(body).success).toBe(false);
    expect(
      withdrawalBodySchema.safeParse({
        ...body,
        travel_rule: { destination_type: 'platform', platform_name: 'Kraken' },
      }).success,
    ).toBe(true);
  });

  it('asks the withdrawal id of a withdrawal OTP', () => {
    expect(verifyOtpBodySchema.safeParse({ type: 'withdrawal', code: '123456' }).success).toBe(false);
    expect(verifyOtpBodySchema.parse({ type: 'withdrawal', code: '123456', withdrawal_id: 'wdr_abc1' })).toMatchObject({
      withdrawal_id: 'wdr_abc1',
    });
  });

  it('adds a crypto address or a bank account, never both shapes mixed', () => {
    expect(
      addBeneficiaryBodySchema.safeParse({ kind: 'crypto', currency: 'LTC', address: 'x', label: 'Mine' }).success,
    ).toBe(true);
    expect(
      addBeneficiaryBodySchema.safeParse({ kind: 'crypto', currency: 'LTC', iban: 'DE89', label: 'Mine' }).success,
    ).toBe(false);
    expect(
      addBeneficiaryBodySchema.safeParse({
        kind: 'bank',
        currency: 'EUR',
        iban: 'DE89',
        account_holder: '',
        label: 'A',
      }).success,
    ).toBe(false);
  });

  it('reads a partial policy with EUR amounts of at most 2 decimals', () => {
    expect(withdrawalPolicyBodySchema.parse({ approval_threshold_eur: '1000.50' })).toEqual({
      approval_threshold_eur: '1000.50',
    });
    expect(withdrawalPolicyBodySchema.safeParse({ approval_threshold_eur: '10.001' }).success).toBe(false);
    expect(
      withdrawalPolicyBodySchema.safeParse({
        limits: { verified: { BTC: { per_transaction_eur: '1', daily_eur: '2', monthly_eur: '3' } } },
      }).success,
    ).toBe(true);
  });
});
