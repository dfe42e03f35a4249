import { useTranslation } from 'react-i18next';
import { checkRegionServed } from '@platform/core';
import { useBrandStore } from '../../../stores/brand-store.js';
import { useLocatedCountry } from '../api/locate.js';

/** The brand's unserved countries (configuration `blocked_countries`, ISO alpha-2), if it lists any. */
function blockedCountries(module: unknown): string[] {
  const value = (module as { blocked_countries?: unknown } | null)?.blocked_countries;
  return Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string') : [];
}

/**
 * Region not served (spec §5): the visitor's country from the platform's country locator (GET
 * /locate, GB when unknown, spec §9), checked against the brand's unserved countries with core's
 * rule (the locator also says `served`). The server refuses registration and login from there
 * anyway; this says so before the visitor types anything.
 */
export function useRegionNotServed(): boolean {
  const configuration = useBrandStore((state) => state.details?.module);
  const blocked = blockedCountries(configuration);
  const located = useLocatedCountry();
  if (located.data === undefined) return false;
  return !located.data.served || !checkRegionServed({ country: located.data.country, blockedCountries: blocked }).ok;
}

export function RegionNotice() {
  const { t } = useTranslation();
  return (
    <p className="notice notice--error" role="alert">
      {t('messages:user.regionNotServed')}
    </p>
  );
}
