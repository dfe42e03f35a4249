import { describe, expect, it } from 'vitest';
import { cardBrandOf, isCardExpired, normalizeCardNumber, passesLuhn, paymentCardInputSchema } from './payment-card.js';

describe('payment card checks', () => {
  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4000002760003184')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
  });
  it('normalizes typed numbers and refuses letters', () => {
    expect(normalizeCardNumber('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(normalizeCardNumber('4242 4242 4242 424x')).toBeNull();
    expect(normalizeCardNumber('4242')).toBeNull();
  });
  it('names the brand', () => {
    expect(cardBrandOf('4242424242424242')).toBe('visa');
    expect(cardBrandOf('5555555555554444')).toBe('mastercard');
    expect(cardBrandOf('2223003122003222')).toBe('mastercard');
    expect(cardBrandOf('378282246310005')).toBe('amex');
  });
  it('a card is valid through its expiry month', () => {
    const now = new Date('2026-11-27T00:00:00Z');
    expect(isCardExpired(11, 2026, now)).toBe(false);
    expect(isCardExpired(10, 2026, now)).toBe(true);
    expect(isCardExpired(1, 27, now)).toBe(false);
  });
  it('the schema answers field messages and never echoes the number', () => {
    const bad = paymentCardInputSchema.safeParse({
      card_number: '4242424242424241',
      expiry_month: 1,
      expiry_year: 2099,
      cvc: '123',
    });
    expect(bad.success).toBe(false);
    expect(JSON.stringify(bad.error?.issues)).not.toContain('4242424242424241');
    const good = paymentCardInputSchema.parse({
      card_number: '4242 4242 4242 4242',
      expiry_month: '12',
      expiry_year: '34',
      cvc: '123',
    });
    expect(good).toMatchObject({ card_number: '4242424242424242', expiry_year: 2034, holder_name: '' });
    expect(
      paymentCardInputSchema.safeParse({
        card_number: '378282246310005',
        expiry_month: 1,
        expiry_year: 2099,
        cvc: '123',
      }).success,
    ).toBe(false);
  });
});
