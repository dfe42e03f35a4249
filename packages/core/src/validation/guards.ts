/**
 * Non-field rules of spec §5 that produce a user message (as an i18n key of namespace messages).
 */
export type RuleResult<K extends string> = { ok: true } | { ok: false; messageKey: K };

/** Resending or verifying a code in the new registration flow requires a registration token. */
export function requireRegistrationToken(
  regToken: string | null | undefined,
): RuleResult<'messages:errors.registrationTokenExpired'> {
  return regToken && regToken.trim() !== ''
    ? { ok: true }
    : { ok: false, messageKey: 'messages:errors.registrationTokenExpired' };
}

/**
 * Region not served. Which countries a brand serves is brand policy the spec does not list; the
 * caller passes the brand's blocked country codes (ISO 3166-1 alpha-2, compared case-insensitively).
 */
export function checkRegionServed(input: {
  country: string | null | undefined;
  blockedCountries: readonly string[];
}): RuleResult<'messages:user.regionNotServed'> {
  const country = (input.country ?? '').trim().toUpperCase();
  const blocked = input.blockedCountries.some((code) => code.trim().toUpperCase() === country);
  return blocked ? { ok: false, messageKey: 'messages:user.regionNotServed' } : { ok: true };
}
