import { z } from 'zod';

/**
 * Payment card input checks shared by the checkout form and the server: the number's Luhn check
 * digit (ISO/IEC 7812-1), the brand from its leading digits, the expiry (a card is valid through
 * the last day of its expiry month) and the CVC length of the brand. The number is only ever held
 * in memory on its way to the PSP; nothing here stores or prints it.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/** Digits only: spaces and dashes as people type them are dropped; anything else makes it invalid. */
export function normalizeCardNumber(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  return /^[0-9]{12,19}$/.test(compact) ? compact : null;
}

/** The Luhn (mod 10) check of a digit string. */
export function passesLuhn(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - index) - 48;
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card brand of a number by its issuer identification prefix. */
export function cardBrandOf(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  if (/^6011|^65|^64[4-9]/.test(digits)) return 'discover';
  return 'unknown';
}

/** Two-digit years are 20xx. */
export function fullExpiryYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** Whether a card expiring at the end of month/year is still valid at `now` (UTC). */
export function isCardExpired(month: number, year: number, now: Date = new Date()): boolean {
  const fullYear = fullExpiryYear(year);
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  return fullYear < currentYear || (fullYear === currentYear && month < currentMonth);
}

/** The last four digits, the only part of a number a platform may show or keep. */
export function lastFour(digits: string): string {
  return digits.slice(-4);
}

export const cardMessages = {
  number: 'Please enter a valid card number.',
  expiry: 'This card has expired or the expiry date is not valid.',
  cvc: 'Please enter the 3 or 4 digit security code (CVC).',
} as const;

/** The card fields of a payment form, checked (Luhn, brand, expiry, CVC length); the number comes out as digits only. */
export const paymentCardInputSchema = z
  .object({
    card_number: z.string().max(40),
    expiry_month: z.coerce.number().int().min(1, cardMessages.expiry).max(12, cardMessages.expiry),
    expiry_year: z.coerce.number().int().min(0, cardMessages.expiry).max(2100, cardMessages.expiry),
    cvc: z.string().regex(/^[0-9]{3,4}$/, cardMessages.cvc),
    holder_name: z.string().trim().max(200).default(''),
  })
  .superRefine((card, context) => {
    const digits = normalizeCardNumber(card.card_number);
    if (digits === null || !passesLuhn(digits)) {
      context.addIssue({ code: 'custom', path: ['card_number'], message: cardMessages.number });
      return;
    }
    const fullYear = fullExpiryYear(card.expiry_year);
    if (fullYear < 2000 || fullYear > 2100 || isCardExpired(card.expiry_month, card.expiry_year))
      context.addIssue({ code: 'custom', path: ['expiry_year'], message: cardMessages.expiry });
    const wantsFour = cardBrandOf(digits) === 'amex';
    if (wantsFour !== (card.cvc.length === 4))
      context.addIssue({ code: 'custom', path: ['cvc'], message: cardMessages.cvc });
  })
  .transform((card) => ({
    ...card,
    card_number: normalizeCardNumber(card.card_number) ?? '',
    expiry_year: fullExpiryYear(card.expiry_year),
  }));
export type PaymentCardInput = z.output<typeof paymentCardInputSchema>;
