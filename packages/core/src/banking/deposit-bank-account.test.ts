import { describe, expect, it } from 'vitest';
import { depositBankAccountInputSchema } from './deposit-bank-account.js';

const eur = {
  currency: 'EUR',
  account_type: 'iban',
  beneficiary_name: 'Demo Exchange Ltd',
  beneficiary_address: '1 Demo Street, London',
  bank_name: 'Demo Bank AG',
  bank_address: 'Demostraße 1, Frankfurt am Main',
  iban: 'de89 3704 0044 0532 0130 00',
  bic: 'demodef0xxx',
  payment_scheme: 'SEPA',
};

/** The EUR example without some fields (a JSON body has no undefined values). */
function eurWithout(...fields: (keyof typeof eur)[]): Record<string, string> {
  return Object.fromEntries(Object.entries(eur).filter(([field]) => !(fields as string[]).includes(field)));
}

function issuesOf(input: unknown): Record<string, string> {
  const parsed = depositBankAccountInputSchema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message]));
}

describe('depositBankAccountInputSchema', () => {
  it('accepts an IBAN account and stores the IBAN and BIC in electronic format', () => {
    expect(depositBankAccountInputSchema.parse(eur)).toEqual({
      ...eur,
      iban: 'DE89370400440532013000',
      bic: 'DEMODEF0XXX',
    });
  });

  it('accepts a UK sort code account and a US routing number account, BIC optional', () => {
    const gbp = depositBankAccountInputSchema.parse({
      ...eurWithout('iban', 'bic'),
      currency: 'GBP',
      account_type: 'sort_code',
      sort_code: '12-34-56',
      account_number: '98765432',
      payment_scheme: 'Faster Payments',
    });
    expect(gbp).toMatchObject({ account_type: 'sort_code', sort_code: '123456', account_number: '98765432' });
    expect('bic' in gbp && gbp.bic).toBeFalsy();
    const usd = depositBankAccountInputSchema.parse({
      ...eurWithout('iban'),
      currency: 'USD',
      account_type: 'routing_number',
      routing_number: '021000021',
      account_number: '123456789',
      payment_scheme: 'ACH',
    });
    expect(usd).toMatchObject({ account_type: 'routing_number', routing_number: '021000021', bic: 'DEMODEF0XXX' });
  });

  it.each([
    [
      { ...eur, iban: 'DE89 3704 0044 0532 0130 01' },
      'iban',
      'The IBAN check digits do not match: please check it for typos.',
    ],
    [{ ...eur, iban: 'DE89 3704 0044 0532 0130' }, 'iban', 'IBANs of DE have 22 characters.'],
    [{ ...eur, iban: 'x'.repeat(51) }, 'iban', 'An IBAN has at most 34 characters'],
    [{ ...eur, bic: 'DEUTDEF' }, 'bic', 'A BIC has 8 or 11 characters.'],
    [eurWithout('bic'), 'bic', expect.any(String)],
    [{ ...eur, currency: 'BTC' }, 'currency', 'must be one of USD, GBP, EUR, AUD, CAD, CHF'],
    [{ ...eur, beneficiary_name: '  ' }, 'beneficiary_name', 'Required'],
    [{ ...eur, bank_name: 'x'.repeat(141) }, 'bank_name', 'At most 140 characters'],
    [{ ...eur, bank_address: 'line 1\nline 2' }, 'bank_address', 'Line breaks and control characters are not allowed'],
    [{ ...eur, note: 'extra' }, 'body', expect.stringContaining('note')],
    [{ ...eur, account_type: 'cheque' }, 'account_type', 'account_type must be iban, sort_code or routing_number'],
    [
      { ...eurWithout('iban'), account_type: 'sort_code', sort_code: '123456', account_number: '98765432' },
      'account_type',
      'EUR deposits arrive by SEPA: the account is an IBAN account.',
    ],
    [
      {
        ...eurWithout('iban'),
        currency: 'USD',
        account_type: 'routing_number',
        routing_number: '021000022',
        account_number: '1234',
      },
      'routing_number',
      'An ABA routing number has 9 digits and a valid check digit',
    ],
    [
      {
        ...eurWithout('iban'),
        currency: 'GBP',
        account_type: 'sort_code',
        sort_code: '12345',
        account_number: '98765432',
      },
      'sort_code',
      'A sort code has 6 digits, e.g. 12-34-56',
    ],
  ])('refuses %j at %s', (input, field, message) => {
    expect(issuesOf(input)).toEqual(expect.objectContaining({ [field]: message }));
  });
});
