import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { brandActiveLocales, intlLocale, isLocaleCode, type Configuration, type LocaleCode } from '@platform/core';
import { switchLocale } from '../../../lib/lazy-texts.js';
import { useLocaleStore } from '../../../stores/locale-store.js';

/** A language's own name ("Deutsch", "čeština") from Intl, so no list of names is hard-coded. */
export function languageName(code: LocaleCode): string {
  const tag = intlLocale(code);
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? code;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}

/**
 * Switches the interface language among the brand's active locales (spec §1) once the language's
 * texts are loaded (`switchLocale`), sets the `locale` cookie, and then keeps an explicit `?lang=` in
 * the address in step so the guard does not switch back.
 */
export function LanguagePicker({ configuration }: { configuration: Pick<Configuration, 'active_locales'> }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((state) => state.locale);
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
          const keepLangInStep = searchParams.has('lang');
          void switchLocale(next).then(() => {
            if (!keepLangInStep) return;
            setSearchParams(
              (current) => {
                const updated = new URLSearchParams(current);
                updated.set('lang', next);
                return updated;
              },
              { replace: true },
            );
          });
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
