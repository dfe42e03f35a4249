import { describe, expect, it } from 'vitest';
import { merchantSettlementPageSchema, settlementInfoUpdateSchema } from './merchant-settlement.js';

const form = {
  bank_iban: 'gb82 west 1234 5698 7654 32',
  bank_swift: 'nwbk gb 2l',
  bank_name: 'NatWest',
  bank_address: '250 Bishopsgate, London',
  bank_company_name: 'Shop Ltd',
  bank_company_registered_address: '1 High Street, London',
};

describe('settlement info (spec §3)', () => {
  it('accepts an IBAN and a BIC as typed and gives their stored forms', () => {
    expect(settlementInfoUpdateSchema.parse(form)).toMatchObject({
      bank_iban: 'GB82WEST12345698765432',
      bank_swift: 'NWBKGB2L',
    });
  });

  it.each([
    [
      { bank_iban: 'GB83WEST12345698765432' },
      'bank_iban',
      'The IBAN check digits do not match: please check it for typos.',
    ],
    [{ bank_iban: 'XX82WEST12345698765432' }, 'bank_iban', 'XX does not use IBANs.'],
    [{ bank_swift: 'NWBKGB2' }, 'bank_swift', 'A BIC has 8 or 11 characters.'],
    [{ bank_swift: 'NWBKGB2O' }, 'bank_swift', expect.stringMatching(/^A BIC is/)],
    [{ bank_company_name: ' ' }, 'bank_company_name', 'Please enter the company name.'],
  ])('refuses %j naming %s', (change, field, message) => {
    const result = settlementInfoUpdateSchema.safeParse({ ...form, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message })]);
  });

  it('refuses fields the spec does not have', () => {
    expect(settlementInfoUpdateSchema.safeParse({ ...form, bank_account: '1' }).success).toBe(false);
  });
});

describe('settlement pages', () => {
  it('caps a page at 100 records', () => {
    const record = {
      id: 'mset_x',
      tab: 'widget',
      status: 'completed',
      currency: 'BTC',
      gross: '1.00000000',
      fee: '0.01000000',
      net: '0.99000000',
      net_currency: 'BTC',
      payout_reference: 'pset_x',
      bank_reference: null,
      payment_id: 'pay_x',
      order_id: null,
      date: '2026-01-01T00:00:00.000Z',
    };
    const page = (count: number) => ({ tab: 'widget', settlements: Array(count).fill(record), next_cursor: null });
    expect(merchantSettlementPageSchema.safeParse(page(100)).success).toBe(true);
    expect(merchantSettlementPageSchema.safeParse(page(101)).success).toBe(false);
  });
});
