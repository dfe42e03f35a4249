import { describe, expect, it } from 'vitest';
import { checkSettlementInfo, emptySettlementInfo } from './settlement-info-check.js';

const valid = {
  bank_company_name: 'Ada Shop Ltd',
  bank_company_registered_address: '1 Analytical Street, London',
  bank_name: 'Demo Bank',
  bank_address: '2 Bank Street, Berlin',
  bank_iban: 'de89 3704 0044 0532 0130 00',
  bank_swift: 'cobadeffxxx',
};

describe('settlement bank details check', () => {
  it('sends IBAN and BIC in electronic format', () => {
    const result = checkSettlementInfo(valid);
    expect(result).toEqual({
      ok: true,
      info: { ...valid, bank_iban: 'DE89370400440532013000', bank_swift: 'COBADEFFXXX' },
    });
  });

  it('asks for every field and reports IBAN and BIC problems with core/banking', () => {
    const empty = checkSettlementInfo(emptySettlementInfo);
    expect(empty.ok).toBe(false);
    if (!empty.ok) expect(Object.keys(empty.errors)).toHaveLength(6);
    const wrong = checkSettlementInfo({ ...valid, bank_iban: 'DE89 3704 0044 0532 0130 01', bank_swift: 'COBADEF' });
    expect(wrong).toEqual({
      ok: false,
      errors: {
        bank_iban: { key: 'merchant:bankDetails.ibanErrors.bad_check_digits', values: { country: 'DE', length: 0 } },
        bank_swift: { key: 'merchant:bankDetails.bicErrors.wrong_length' },
      },
    });
    const short = checkSettlementInfo({ ...valid, bank_iban: 'DE89 3704' });
    expect(short.ok ? null : short.errors.bank_iban).toEqual({
      key: 'merchant:bankDetails.ibanErrors.wrong_length',
      values: { country: 'DE', length: 22 },
    });
  });
});
