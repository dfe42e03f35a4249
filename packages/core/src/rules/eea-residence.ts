/**
 * Spec §1: "Withdrawing funds to a card or bank account is for EEA residents only." The European
 * Economic Area is the 27 EU member states plus Iceland, Liechtenstein and Norway (ISO 3166-1
 * alpha-2). The residence is the country of the user's verified address (KYC), never the IP's.
 */
// prettier-ignore
export const eeaCountries = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT',
  'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO',
] as const;

export function isEeaCountry(country: string | null | undefined): boolean {
  return typeof country === 'string' && (eeaCountries as readonly string[]).includes(country.toUpperCase());
}
