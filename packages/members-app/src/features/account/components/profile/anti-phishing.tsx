import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../../lib/api-client.js';
import { useApiAction } from '../../hooks/use-api-action.js';
import { FormMessage } from '../../../../components/ui/form-message.js';

/** The anti-phishing code shown in every email (PATCH /users/antiPhishingCode). */
export function AntiPhishing() {
  const { t } = useTranslation();
  const action = useApiAction();
  const [code, setCode] = useState('');
  const [saved, setSaved] = useState(false);
  return (
    <section aria-labelledby="security-anti-phishing">
      <h2 id="security-anti-phishing">{t('account:security.antiPhishingTitle')}</h2>
      <p>{t('account:security.antiPhishingIntro')}</p>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          setSaved(false);
          void action.run(async () => {
            const answer = await apiClient().setAntiPhishingCode({ body: { code: code.trim() } });
            setSaved(true);
            return answer;
          });
        }}
      >
        <label className="field">
          {t('account:security.antiPhishingCode')}
          <input value={code} maxLength={32} required onChange={(event) => setCode(event.currentTarget.value)} />
        </label>
        <FormMessage error={action.error} success={saved ? t('account:security.antiPhishingSaved') : null} />
        <button type="submit" className="button button--primary" disabled={action.pending}>
          {t('account:common.save')}
        </button>
      </form>
    </section>
  );
}
