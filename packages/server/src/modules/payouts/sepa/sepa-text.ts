import { electronicFormatIBAN, isSEPACountry, validateBIC, validateIBAN } from 'ibantools';
import type { PayoutTextName } from '../payouts-texts.js';

/**
 * SEPA's text rules for names and references. The EPC's SCT rulebook guarantees only the basic
 * Latin set (letters a–z, A–Z, digits, space and / - ? : ( ) . , ' +); banks may reject or mangle
 * anything else. Choice (the issue leaves it open): we **transliterate** what has a plain Latin
 * spelling (accents dropped: é → e, ü → u; ß → ss, æ → ae, ø → o, ł → l, þ → th, & → +, typographic
 * quotes and dashes to their ASCII forms) so a user's real name goes through, and **refuse** what has
 * none (Cyrillic, Greek, CJK, emoji, …) with a message naming the allowed characters: a silent
 * deletion could pay the wrong name.
 */
const allowed = /^[A-Za-z0-9/\-?:().,'+ ]*$/;

const replacements: Record<string, string> = {
  ß: 'ss',
  Æ: 'AE',
  æ: 'ae',
  Ø: 'O',
  ø: 'o',
  Œ: 'OE',
  œ: 'oe',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ð: 'D',
  ð: 'd',
  Þ: 'TH',
  þ: 'th',
  ı: 'i',
  '&': '+',
  '‘': "'",
  '’': "'",
  '‚': "'",
  '´': "'",
  '`': "'",
  '–': '-',
  '—': '-',
  '‐': '-',
  _: '-',
};

/** The text in SEPA's basic Latin set, or undefined when some character has no Latin spelling. */
export function transliterateSepa(text: string): string | undefined {
  const spelled = [...text.normalize('NFD').replace(/\p{M}/gu, '')]
    .map((character) => replacements[character] ?? character)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return allowed.test(spelled) ? spelled : undefined;
}

export type SepaTextResult = { ok: true; text: string } | { ok: false; error: PayoutTextName };

/** An account holder's name: 1 to 70 characters of the SEPA set after transliteration. */
export function sepaName(name: string): SepaTextResult {
  const text = transliterateSepa(name);
  if (text === undefined) return { ok: false, error: 'nameCharacters' };
  if (text.length === 0) return { ok: false, error: 'nameRequired' };
  if (text.length > 70) return { ok: false, error: 'nameTooLong' };
  return { ok: true, text };
}

/** Unstructured remittance information: 1 to 140 characters of the SEPA set after transliteration. */
export function sepaRemittance(remittance: string): SepaTextResult {
  const text = transliterateSepa(remittance);
  if (text === undefined) return { ok: false, error: 'remittanceCharacters' };
  if (text.length === 0) return { ok: false, error: 'remittanceRequired' };
  if (text.length > 140) return { ok: false, error: 'remittanceTooLong' };
  return { ok: true, text };
}

/** An IBAN (ibantools: country format and mod-97 check digits) of a SEPA country, in electronic format. */
export function sepaIban(iban: string): SepaTextResult {
  const electronic = electronicFormatIBAN(iban.slice(0, 60)) ?? '';
  if (!validateIBAN(electronic).valid) return { ok: false, error: 'ibanInvalid' };
  if (!isSEPACountry(electronic.slice(0, 2))) return { ok: false, error: 'ibanNotSepa' };
  return { ok: true, text: electronic };
}

/** A BIC (ibantools: ISO 9362 format and a real country) of a bank in a SEPA country, upper case without spaces. */
export function sepaBic(bic: string): SepaTextResult {
  const compact = bic.slice(0, 40).replace(/\s+/g, '').toUpperCase();
  if (!validateBIC(compact).valid) return { ok: false, error: 'bicInvalid' };
  if (!isSEPACountry(compact.slice(4, 6))) return { ok: false, error: 'bicNotSepa' };
  return { ok: true, text: compact };
}
