import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormMessage } from '../../../../components/ui/form-message.js';
import { TextField } from '../../../../components/ui/text-field.js';
import { useMutationFailureText } from '../../../../lib/mutation-failure.js';
import { useSchemaForm } from '../../../../lib/use-schema-form.js';
import { useSetAntiPhishingCode } from '../../api/anti-phishing-code.js';

/** The code as typed (at most 32 characters, the input's limit); the server checks its rules. */
const antiPhishingFormSchema = z.object({ code: z.string().trim().max(32) });

/** The anti-phishing code shown in every email (PATCH /users/antiPhishingCode). */
export function AntiPhishing() {
  const { t } = useTranslation();
  const form = useSchemaForm(antiPhishingFormSchema, { code: '' });
  const [saved, setSaved] = useState(false);
  const save = useSetAntiPhishingCode({ mutationConfig: { onSuccess: () => setSaved(true) } });
  const failure = useMutationFailureText(save);
  return (
    <section aria-labelledby="security-anti-phishing">
      <h2 id="security-anti-phishing">{t('account:security.antiPhishingTitle')}</h2>
      <p>{t('account:security.antiPhishingIntro')}</p>
      <form
        className="form"
        onSubmit={(event) => {
          setSaved(false);
          form.submitWith(({ code }) => save.mutate(code))(event);
        }}
      >
        <TextField form={form} name="code" maxLength={32} required label={t('account:security.antiPhishingCode')} />
        <FormMessage error={failure} success={saved ? t('account:security.antiPhishingSaved') : null} />
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('account:common.save')}
        </button>
      </form>
    </section>
  );
}
