import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field.js';
import type { FormBinding } from '../../../lib/use-schema-form.js';
import { useLocaleStore } from '../../../stores/locale-store.js';
import { useCountries } from '../api/get-countries.js';
import { useLocatedCountry } from '../api/locate.js';
import { countryOptions } from '../utils/country-options.js';

/**
 * A country, picked from spec §7's /countries.json (ISO 3166-1 alpha-2 codes; the server refuses
 * any other value) with the names in the interface language, sorted by name. While the field is
 * empty it takes the visitor's country by IP (GET /locate: spec §9 "Default IP country GB" when the
 * address cannot be placed). A native select in the shared SelectField.
 */
export function CountryField({ form, name, label }: { form: FormBinding; name: string; label: string }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((state) => state.locale);
  const countries = useCountries();
  const located = useLocatedCountry();
  const value = String(form.values[name] ?? '');
  const codes = countries.data;
  const options = useMemo(() => countryOptions(codes ?? [], locale), [codes, locale]);

  // The form's setter, current on every render (the form object is new each time).
  const setValue = useRef(form.setValue);
  setValue.current = form.setValue;
  const locatedCountry = located.data?.country ?? null;
  useEffect(() => {
    if (value === '' && locatedCountry !== null && codes?.includes(locatedCountry as never)) {
      setValue.current(name, locatedCountry);
    }
  }, [value, locatedCountry, codes, name]);

  return (
    <SelectField
      form={form}
      name={name}
      label={label}
      autoComplete="country"
      options={[{ value: '', label: t('account:common.chooseCountry') }, ...options]}
    />
  );
}
