import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailSchema, intlLocale, localeCodes, type LocaleCode } from '@platform/core';
import { useLocaleStore } from '../../../../stores/locale-store.js';
import { useSendPaymentLink } from '../../api/send-payment-link.js';
import { useFieldFailures } from '../../hooks/use-merchant-failure.js';
import { newIdempotencyKey } from '../../utils/payment-link-draft.js';
import { readApiFailure } from '../../../../lib/api-failure.js';
import { Field } from '../../../../components/ui/field.js';
import { FormMessage } from '../../../../components/ui/form-message.js';

const serverFields = ['email', 'lang'] as const;

/** A language's own name ("Deutsch", "Čeština") from Intl, so no list of names is kept here. */
function languageName(code: LocaleCode): string {
  const tag = intlLocale(code);
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? code;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}

/** "Email it to the customer": POST {merchant base}/api/sendlink with the customer's language. */
export function SendLinkForm({ merchantId, transactionId }: { merchantId: string; transactionId: string }) {
  const { t } = useTranslation('merchant');
  const interfaceLocale = useLocaleStore((state) => state.locale);
  const send = useSendPaymentLink();
  const fieldFailures = useFieldFailures(serverFields);
  const [email, setEmail] = useState('');
  const [lang, setLang] = useState<LocaleCode>(interfaceLocale);
  const [errors, setErrors] = useState<Partial<Record<(typeof serverFields)[number], string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // One key per email and language: a double submit or a retry sends one email; a new one after a change.
  const idempotencyKey = useRef(newIdempotencyKey());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    setGeneral(null);
    const checked = emailSchema.safeParse(email);
    if (!checked.success) return setErrors({ email: t('validation:emailInvalid') });
    setErrors({});
    send.mutate(
      {
        merchant_id: merchantId,
        transaction_id: transactionId,
        email: checked.data,
        lang,
        idempotency_key: idempotencyKey.current,
      },
      {
        onSuccess: () => {
          setSentTo(checked.data);
          idempotencyKey.current = newIdempotencyKey();
        },
        onError: (error) => {
          // The server allows a few emails per link; past that, the merchant sends the link themselves.
          if (readApiFailure(error).code === 'rate_limited') return setGeneral(t('sendLink.limitReached'));
          const failure = fieldFailures(error);
          setErrors(failure.byField);
          setGeneral(failure.general);
        },
      },
    );
  };
  return (
    <form className="form merchant-form" onSubmit={submit} noValidate aria-labelledby="send-link-title">
      <h3 id="send-link-title">{t('sendLink.title')}</h3>
      <div className="merchant-form__row">
        <Field label={t('sendLink.email')} error={errors.email}>
          <input
            type="email"
            name="email"
            autoComplete="off"
            required
            value={email}
            onChange={(event) => {
              idempotencyKey.current = newIdempotencyKey();
              setEmail(event.currentTarget.value);
            }}
          />
        </Field>
        <Field label={t('sendLink.language')} error={errors.lang}>
          <select
            name="lang"
            value={lang}
            onChange={(event) => {
              idempotencyKey.current = newIdempotencyKey();
              setLang(event.currentTarget.value as LocaleCode);
            }}
          >
            {localeCodes.map((code) => (
              <option key={code} value={code} lang={intlLocale(code)}>
                {languageName(code)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <FormMessage error={general} success={sentTo === null ? null : t('sendLink.sent', { email: sentTo })} />
      <div>
        <button type="submit" className="button button--primary" disabled={send.isPending} aria-busy={send.isPending}>
          {send.isPending ? t('sendLink.sending') : t('sendLink.send')}
        </button>
      </div>
    </form>
  );
}
