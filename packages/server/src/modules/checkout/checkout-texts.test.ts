import { localeCodes } from '@platform/core';
import { describe, expect, it } from 'vitest';
import { checkoutText, checkoutTexts, translateCheckoutMessage } from './checkout-texts.js';

describe('the checkout API texts', () => {
  it('has every text in every locale, non-empty, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const locale of localeCodes) {
      expect(Object.keys(checkoutTexts[locale]).sort(), locale).toEqual(Object.keys(checkoutTexts.en).sort());
      for (const [name, text] of Object.entries(checkoutTexts[locale])) {
        expect(text.trim().length, `${locale}.${name}`).toBeGreaterThan(0);
        expect(placeholders(text), `${locale}.${name}`).toEqual(
          placeholders(checkoutTexts.en[name as keyof typeof checkoutTexts.en]),
        );
      }
    }
  });

  it('translates a message with its values, validation keys, and leaves unknown text alone', () => {
    const english = checkoutText('minimumAmount', { limit: '20.00 EUR' });
    expect(english).toBe('The minimum amount is 20.00 EUR.');
    expect(translateCheckoutMessage(english, 'de')).toBe('Der Mindestbetrag ist 20.00 EUR.');
    expect(translateCheckoutMessage(checkoutText('merchantNotRecognized'), 'en')).toBe('Merchant not recognized!');
    expect(translateCheckoutMessage('validation:firstNameMin', 'en')).not.toContain('validation:');
    expect(translateCheckoutMessage('something else', 'fi')).toBe('something else');
  });
});
