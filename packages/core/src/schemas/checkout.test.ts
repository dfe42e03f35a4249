import { describe, expect, it } from 'vitest';
import { checkoutSchema } from './checkout.js';
import { checkoutTransactionDataSchema } from './checkout-transaction-data.js';

const checkout = {
  _id: 'chk_9',
  cryptoCurrency: { currency: 'BTC', currency_displayName: 'Bitcoin' },
  fiatCurrency: { currency: 'EUR', amount: '250', minimum: '30', maximum: '50' },
};

describe('checkoutSchema', () => {
  it('takes _id as id, defaults the payment method to Credit Card and starts unverified', () => {
    const parsed = checkoutSchema.parse(checkout);
    expect(parsed.id).toBe('chk_9');
    expect(parsed.payment_method).toBe('Credit Card');
    expect(parsed.verified).toEqual({ mobile: false, email: false, id: false });
    expect(parsed.customParams).toEqual({});
  });

  it('keeps a given id and payment method and reads verified flags', () => {
    const parsed = checkoutSchema.parse({
      ...checkout,
      id: 'chk_10',
      payment_method: 'SEPA',
      verified: { mobile: 1, email: true },
      verification: { mobileCode: '1234' },
    });
    expect(parsed.id).toBe('chk_10');
    expect(parsed.payment_method).toBe('SEPA');
    expect(parsed.verified).toEqual({ mobile: true, email: true, id: false });
    expect(parsed.verification.mobileCode).toBe('1234');
  });

  it('needs id or _id', () => {
    const { _id: _ignored, ...withoutId } = checkout;
    const result = checkoutSchema.safeParse(withoutId);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('a checkout needs id or _id');
  });
});

const data = {
  merchant_id: 'mer_1',
  payment_method: 'Online Banking',
  currency_1_amount: '250.00',
  currency_1_iso: 'EUR',
  currency_1_fee: '2.50',
  currency_2_amount: '0.00412345',
  currency_2_iso: 'BTC',
  currency_2_address: 'bc1qexample',
};

describe('checkoutTransactionDataSchema', () => {
  it.each([
    [undefined, undefined],
    [null, undefined],
    ['', undefined],
    ['authorized', 'authorized'],
    ['successful', 'successful'],
  ])('payment_status %j parses to %j', (status, expected) => {
    const parsed = checkoutTransactionDataSchema.parse(JSON.stringify({ ...data, payment_status: status }));
    expect(parsed.payment_status).toBe(expected);
    expect(parsed.currency_2_amount).toBe('0.00412345');
  });

  it('refuses an unknown payment_status', () => {
    expect(checkoutTransactionDataSchema.safeParse(JSON.stringify({ ...data, payment_status: 'paid' })).success).toBe(
      false,
    );
  });

  it.each(['{', '', 'undefined', "{'a':1}"])('turns unparsable JSON %j into an issue instead of throwing', (text) => {
    const result = checkoutTransactionDataSchema.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('transaction_data is not valid JSON');
  });

  it('reports which field is missing, with its path', () => {
    const { currency_2_address: _ignored, ...incomplete } = data;
    const result = checkoutTransactionDataSchema.safeParse(JSON.stringify(incomplete));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['currency_2_address']);
  });

  it('refuses JSON that is not an object', () => {
    expect(checkoutTransactionDataSchema.safeParse('[1,2]').success).toBe(false);
    expect(checkoutTransactionDataSchema.safeParse('null').success).toBe(false);
  });
});
