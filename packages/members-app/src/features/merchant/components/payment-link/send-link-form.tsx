import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { emailSchema, intlLocale, localeCodes, type LocaleCode } from '@platform/core';
import { useLocaleStore } from '../../../../stores/locale-store.js';
import { useSendPaymentLink } from '../../api/send-payment-link.js';
import { useFormFailure } from '../../hooks/use-merchant-failure.js';
import { newIdempotencyKey } from '../../utils/payment-link-draft.js';
import { readApiFailure } from '../../../../lib/api-failure.js';
import { Field } from '../../../../components/ui/field.js';
import { FormMessage } from '../../../../components/ui/form-message.js';
import { useMessageText } from '../../../../lib/message-text.js';
import { useSchemaForm } from '../../../../lib/use-schema-form.js';
import { SubmitButton } from '../../../../components/ui/submit-button.js';

const serverFields = ['email', 'lang'] as const;

/** A language's own name ("Deutsch", "Čeština") from Intl, so no list of names is kept here. */
function languageName(code: LocaleCode): string {
  const tag = intlLocale(code);
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? code;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}

const sendLinkFormSchema = z.object({ email: emailSchema, lang: z.enum(localeCodes) });

/** "Email it to the customer": POST {merchant base}/api/sendlink with the customer's language. */
export function SendLinkForm({ merchantId, transactionId }: { merchantId: string; transactionId: string }) {
  const { t } = useTranslation('merchant');
  const messageText = useMessageText();
  const interfaceLocale = useLocaleStore((state) => state.locale);
  const send = useSendPaymentLink();
  const form = useSchemaForm<typeof sendLinkFormSchema, { email: string; lang: LocaleCode }>(sendLinkFormSchema, {
    email: '',
    lang: interfaceLocale,
  });
  const showFailure = useFormFailure(serverFields, form.setErrors);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // One key per email and language: a double submit or a retry sends one email; a new one after a change.
  const idempotencyKey = useRef(newIdempotencyKey());
  const change = <Name extends 'email' | 'lang'>(name: Name, value: { email: string; lang: LocaleCode }[Name]) => {
    idempotencyKey.current = newIdempotencyKey();
    form.setValue(name, value);
  };
  const submit = form.submitWith(({ email, lang }) =>
    send.mutate(
      { merchant_id: merchantId, transaction_id: transactionId, email, lang, idempotency_key: idempotencyKey.current },
      {
        onSuccess: () => {
          setSentTo(email);
          idempotencyKey.current = newIdempotencyKey();
        },
        onError: (error) => {
          // The server allows a few emails per link; past that, the merchant sends the link themselves.
          if (readApiFailure(error).code === 'rate_limited') return form.setErrors({ '': t('sendLink.limitReached') });
          showFailure(error);
        },
      },
    ),
  );
  const error = (name: string) => (form.errors[name] ? messageText(form.errors[name]) : null);
  return (
    <form
      className="form merchant-form"
      onSubmit={(event) => {
        setSentTo(null);
        submit(event);
      }}
      noValidate
      aria-labelledby="send-link-title"
    >
      <h3 id="send-link-title">{t('sendLink.title')}</h3>
      <div className="merchant-form__row">
        <Field label={t('sendLink.email')} error={error('email')}>
          <input
            type="email"
            name="email"
            autoComplete="off"
            required
            value={form.values.email}
            onChange={(event) => change('email', event.currentTarget.value)}
          />
        </Field>
        <Field label={t('sendLink.language')} error={error('lang')}>
          <select
            name="lang"
            value={form.values.lang}
            onChange={(event) => change('lang', event.currentTarget.value as LocaleCode)}
          >
            {localeCodes.map((code) => (
              <option key={code} value={code} lang={intlLocale(code)}>
                {languageName(code)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <FormMessage error={error('')} success={sentTo === null ? null : t('sendLink.sent', { email: sentTo })} />
      <div>
        <SubmitButton pending={send.isPending} label={t('sendLink.send')} pendingLabel={t('sendLink.sending')} />
      </div>
    </form>
  );
}
