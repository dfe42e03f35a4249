import { printIban, validateBic, validateIban } from '@platform/core/banking';
import type { SettlementInfo } from '@platform/core';

export type SettlementField = keyof SettlementInfo;

/** The form's fields in display order, with their limits (core's settlementInfoSchema). */
export const settlementFields: readonly { name: SettlementField; maxLength: number; multiline?: boolean }[] = [
  { name: 'bank_company_name', maxLength: 200 },
  { name: 'bank_company_registered_address', maxLength: 500, multiline: true },
  { name: 'bank_name', maxLength: 200 },
  { name: 'bank_address', maxLength: 500, multiline: true },
  { name: 'bank_iban', maxLength: 64 },
  { name: 'bank_swift', maxLength: 11 },
];

/** An i18n key and its values. */
export interface TextKey {
  key: string;
  values?: Record<string, string | number>;
}

export type SettlementCheck =
  { ok: true; info: SettlementInfo } | { ok: false; errors: Partial<Record<SettlementField, TextKey>> };

/**
 * Checks the bank details before they are sent: every field filled, the IBAN's country, length and
 * check digits, the BIC's form (core/banking, as the server checks). IBAN and BIC are sent in
 * electronic format (upper case, no spaces).
 */
export function checkSettlementInfo(draft: SettlementInfo): SettlementCheck {
  const errors: Partial<Record<SettlementField, TextKey>> = {};
  const info = Object.fromEntries(
    Object.entries(draft).map(([name, value]) => [name, value.trim()]),
  ) as unknown as SettlementInfo;
  for (const { name } of settlementFields) {
    // IBAN and BIC have their own "please enter" texts from their checks below.
    if (info[name] === '' && name !== 'bank_iban' && name !== 'bank_swift') {
      errors[name] = { key: 'merchant:bankDetails.errors.required' };
    }
  }
  const iban = validateIban(info.bank_iban);
  if (iban.ok) info.bank_iban = iban.iban;
  else
    errors.bank_iban = {
      key: `merchant:bankDetails.ibanErrors.${iban.error}`,
      values: { country: iban.country ?? '', length: iban.expectedLength ?? 0 },
    };
  const bic = validateBic(info.bank_swift);
  if (bic.ok) info.bank_swift = bic.bic;
  else errors.bank_swift = { key: `merchant:bankDetails.bicErrors.${bic.error}` };
  return Object.keys(errors).length === 0 ? { ok: true, info } : { ok: false, errors };
}

/** The saved IBAN grouped in fours, for reading. */
export function readableIban(iban: string): string {
  return printIban(iban);
}

export const emptySettlementInfo: SettlementInfo = {
  bank_company_name: '',
  bank_company_registered_address: '',
  bank_name: '',
  bank_address: '',
  bank_iban: '',
  bank_swift: '',
};
