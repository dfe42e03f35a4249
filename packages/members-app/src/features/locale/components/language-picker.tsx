import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { brandActiveLocales, intlLocale, isLocaleCode, type Configuration, type LocaleCode } from '@platform/core';
import { useLocaleStore } from '../../../stores/locale-store.js';

/** A language's own name ("Deutsch", "čeština") from Intl, so no list of names is hard-coded. */
export function languageName(code: LocaleCode): string {
  const tag = intlLocale(code);
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? code;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}

/**
 * Switches the interface language among the brand's active locales (spec §1), sets the `locale`
 * cookie, and keeps an explicit `?lang=` in the address in step so the guard does not switch back.
 */
export function LanguagePicker({ configuration }: { configuration: Pick<Configuration, 'active_locales'> }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((state) => state.locale);
  const setLocale = useLocaleStore((state) => state.setLocale);
  const [searchParams, setSearchParams] = useSearchParams();
  const offered = brandActiveLocales(configuration);
  const choices = offered.includes(locale) ? offered : [locale, ...offered];
  return (
    <label className="language-picker">
      <span className="visually-hidden">{t('nav:header.language')}</span>
      <select
        value={locale}
        aria-label={t('nav:header.language')}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (!isLocaleCode(next)) return;
          setLocale(next);
          if (searchParams.has('lang')) {
            const updated = new URLSearchParams(searchParams);
            updated.set('lang', next);
            setSearchParams(updated, { replace: true });
          }
        }}
      >
        {choices.map((code) => (
          <option key={code} value={code}>
            {languageName(code)}
          </option>
        ))}
      </select>
    </label>
  );
}
