import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { readApiFailure } from '../../../lib/api-failure.js';
import { useSchemaForm } from '../../../lib/use-schema-form.js';
import { useLocaleStore } from '../../../stores/locale-store.js';
import '../account.css';
import { AccountPage } from './account-page.js';
import { formatDateTime } from '../../../lib/format-date-time.js';
import { useTestOutbox } from '../api/get-test-outbox.js';

/** The recipient filter: an email address or phone number as typed, or empty for everyone. */
const outboxFilterSchema = z.object({ to: z.string().trim().max(320) });

/**
 * test-mode/outbox (beyond the spec): the emails and SMS the platform queued, newest first, so a
 * tester can read verification codes and reset links without a mailbox. The API answers 404 in
 * live mode, and the page then says the outbox exists in test mode only. Bodies are shown as text
 * (React escapes them); the HTML version is not rendered here.
 */
export function TestOutboxPage() {
  const { t } = useTranslation();
  const locale = useLocaleStore((state) => state.locale);
  const filter = useSchemaForm(outboxFilterSchema, {
    to: new URLSearchParams(window.location.search).get('to') ?? '',
  });
  const [recipient, setRecipient] = useState(() => filter.values.to.trim());
  const outbox = useTestOutbox(recipient);
  const notTestMode = outbox.isError && readApiFailure(outbox.error).code === 'not_found';
  const messages = outbox.data?.messages ?? [];
  return (
    <AccountPage title={t('account:testOutbox.title')}>
      <p>{t('account:testOutbox.intro')}</p>
      {notTestMode ? (
        <p role="alert">{t('account:testOutbox.notTestMode')}</p>
      ) : (
        <>
          <form className="test-outbox__filter" onSubmit={filter.submitWith(({ to }) => setRecipient(to))}>
            <label>
              {t('account:testOutbox.recipient')}
              <input
                type="text"
                name="to"
                value={filter.values.to}
                maxLength={320}
                onChange={(event) => filter.setValue('to', event.target.value)}
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
                  {message.channel === 'sms' ? (
                    // An SMS has no subject: its text is the message.
                    <div>
                      <dt>{t('account:testOutbox.message')}</dt>
                      <dd>
                        <pre className="test-outbox__body">{message.text_body}</pre>
                      </dd>
                    </div>
                  ) : (
                    <div>
                      <dt>{t('account:testOutbox.subject')}</dt>
                      <dd>{message.subject}</dd>
                    </div>
                  )}
                </dl>
                {message.channel === 'sms' ? null : <pre className="test-outbox__body">{message.text_body}</pre>}
              </li>
            ))}
          </ol>
        </>
      )}
    </AccountPage>
  );
}
