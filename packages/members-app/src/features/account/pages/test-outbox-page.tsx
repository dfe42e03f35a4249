import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../lib/api-client.js';
import { readApiFailure } from '../../../lib/api-failure.js';
import { useLocaleStore } from '../../../stores/locale-store.js';
import '../account.css';
import { AccountPage } from '../components/account-page.js';
import { formatDateTime } from '../../../lib/format-date-time.js';
import { testOutboxSchema } from '../api/test-outbox-schema.js';

const pageSize = 50;
const refreshMs = 5000;

/**
 * test-mode/outbox (beyond the spec): the emails and SMS the platform queued, newest first, so a
 * tester can read verification codes and reset links without a mailbox. The API answers 404 in
 * live mode, and the page then says the outbox exists in test mode only. Bodies are shown as text
 * (React escapes them); the HTML version is not rendered here.
 */
export function TestOutboxPage() {
  const { t } = useTranslation();
  const locale = useLocaleStore((state) => state.locale);
  const [draft, setDraft] = useState(() => new URLSearchParams(window.location.search).get('to') ?? '');
  const [recipient, setRecipient] = useState(draft.trim());
  const outbox = useQuery({
    queryKey: ['test-mode', 'outbox', recipient],
    queryFn: async () =>
      testOutboxSchema.parse(
        (
          await apiClient().testModeOutbox({
            query: recipient === '' ? { limit: pageSize } : { to: recipient, limit: pageSize },
          })
        ).request_details,
      ),
    refetchInterval: (query) => (query.state.status === 'error' ? false : refreshMs),
    retry: false,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRecipient(draft.trim());
  };
  const notTestMode = outbox.isError && readApiFailure(outbox.error).code === 'not_found';
  const messages = outbox.data?.messages ?? [];
  return (
    <AccountPage title={t('account:testOutbox.title')}>
      <p>{t('account:testOutbox.intro')}</p>
      {notTestMode ? (
        <p role="alert">{t('account:testOutbox.notTestMode')}</p>
      ) : (
        <>
          <form className="test-outbox__filter" onSubmit={submit}>
            <label>
              {t('account:testOutbox.recipient')}
              <input
                type="text"
                name="to"
                value={draft}
                maxLength={320}
                onChange={(event) => setDraft(event.target.value)}
              />
            </label>
            <button type="submit" className="button">
              {t('account:testOutbox.show')}
            </button>
          </form>
          {outbox.isSuccess && messages.length === 0 ? <p>{t('account:testOutbox.empty')}</p> : null}
          <ol className="test-outbox__messages">
            {messages.map((message) => (
              <li key={message.id} className="test-outbox__message">
                <dl>
                  <div>
                    <dt>{t('account:testOutbox.queued')}</dt>
                    <dd>{formatDateTime(message.created_at, locale) ?? ''}</dd>
                  </div>
                  <div>
                    <dt>{t('account:testOutbox.channel')}</dt>
                    <dd>{message.channel}</dd>
                  </div>
                  <div>
                    <dt>{t('account:testOutbox.to')}</dt>
                    <dd>{message.recipient}</dd>
                  </div>
                  <div>
                    <dt>{t('account:testOutbox.subject')}</dt>
                    <dd>{message.subject}</dd>
                  </div>
                </dl>
                <pre className="test-outbox__body">{message.text_body}</pre>
              </li>
            ))}
          </ol>
        </>
      )}
    </AccountPage>
  );
}
