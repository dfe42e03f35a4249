import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { FormBinding } from '../../../lib/use-schema-form.js';
import { isCountryCode } from '@platform/core';
import { TextField } from '../../../components/ui/text-field.js';
import { CountryField } from './country-field.js';

/** The fields of core's addressDetailsFormSchema (spec §5), plus the optional second address line. */
export function AddressFields({ form }: { form: FormBinding }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        form={form}
        name="dateOfBirth"
        type="date"
        placeholder="YYYY-MM-DD"
        label={t('account:common.dateOfBirth')}
      />
      <TextField form={form} name="address1" autoComplete="address-line1" label={t('account:common.streetName')} />
      <TextField form={form} name="address2" autoComplete="address-line2" label={t('account:common.address2')} />
      <TextField form={form} name="city" autoComplete="address-level2" label={t('account:common.city')} />
      <TextField form={form} name="state" autoComplete="address-level1" label={t('account:common.state')} />
      <TextField form={form} name="zipCode" autoComplete="postal-code" label={t('account:common.zipCode')} />
      <CountryField form={form} name="country" label={t('account:common.country')} />
    </>
  );
}

/** The address form's values from the current user (empty strings for what is missing). */
export function addressValues(user: Partial<Record<string, unknown>> | null): Record<string, string> {
  const pick = (name: string) => (typeof user?.[name] === 'string' ? (user[name] as string) : '');
  return {
    dateOfBirth: pick('dateOfBirth'),
    address1: pick('address1'),
    address2: pick('address2'),
    city: pick('city'),
    state: pick('state'),
    zipCode: pick('zipCode'),
    // A country saved before the picker may be free text ("Ge"): the picker starts empty then.
    country: isCountryCode(pick('country')) ? pick('country') : '',
  };
}

/** An address form's schema (core's address details, maybe extended) with the optional second line. */
export function addressFormSchema<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  return schema.extend({ address2: z.string().trim() });
}
