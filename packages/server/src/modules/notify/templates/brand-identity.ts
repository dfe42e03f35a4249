import type { Configuration } from '@platform/core';
import { isSafeEmailUrl } from './html-escape.js';

/** What every email shows of its brand (spec §3 Configuration). */
export interface BrandIdentity {
  name: string;
  /** Absolute http(s) URL, or undefined when the brand has none a mail client could load. */
  logoUrl: string | undefined;
  companyName: string;
  supportEmail: string;
}

/**
 * Picks the email identity from a brand's Configuration. Mail clients cannot resolve relative
 * paths, so a relative logo is made absolute against the public URL, or left out without one.
 */
export function brandIdentity(configuration: Configuration, publicUrl?: string): BrandIdentity {
  return {
    name: configuration.label_name,
    logoUrl: absoluteLogoUrl(configuration.logo, publicUrl),
    companyName: configuration.company_name,
    supportEmail: configuration.support_email,
  };
}

function absoluteLogoUrl(logo: string, publicUrl: string | undefined): string | undefined {
  if (logo === '') return undefined;
  if (isSafeEmailUrl(logo)) return logo;
  if (publicUrl === undefined || !logo.startsWith('/')) return undefined;
  const resolved = new URL(logo, publicUrl).toString();
  return isSafeEmailUrl(resolved) ? resolved : undefined;
}
