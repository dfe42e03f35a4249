import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { languageGuard } from '@platform/core';
import { switchLocale } from '../../../lib/lazy-texts.js';
import { useLocaleStore } from '../../../stores/locale-store.js';

/**
 * Language guard of spec §4: `?lang=` must be one of the seven codes, else the 404 page renders.
 * A valid `?lang=` becomes the interface language (and is remembered in the `locale` cookie);
 * without it the cookie's language stays. On page load main.tsx has already switched to it; a later
 * ?lang= switches once its texts are loaded.
 */
export function LanguageGuard({ notFound, children }: { notFound: ReactNode; children: ReactNode }) {
  const [searchParams] = useSearchParams();
  const lang = searchParams.get('lang');
  const decision = languageGuard({ lang });
  const requested = lang !== null && lang !== '' && 'allow' in decision ? decision.locale : null;
  // Reacts to the address only: the picker changes the store first and the address right after.
  useEffect(() => {
    if (requested !== null && requested !== useLocaleStore.getState().locale) void switchLocale(requested);
  }, [requested]);
  if ('notFound' in decision) return <>{notFound}</>;
  return <>{children}</>;
}
