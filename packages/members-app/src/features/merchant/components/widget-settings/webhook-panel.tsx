import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useEnableWebhook } from '../../api/enable-webhook.js';
import { useWebhook, type Webhook } from '../../api/get-webhook.js';
import { useRotateWebhookSecret } from '../../api/rotate-webhook-secret.js';
import { useSendWebhookTestEvent } from '../../api/send-webhook-test-event.js';
import { useUpdateWebhookUrl } from '../../api/update-webhook-url.js';
import { useFormFailure, useMerchantFailureText } from '../../hooks/use-merchant-failure.js';
import { useLocaleStore } from '../../../../stores/locale-store.js';
import { DateTime } from '../../../../components/ui/date-time.js';
import { formatDateTime } from '../../../../lib/format-date-time.js';
import { Field } from '../../../../components/ui/field.js';
import { FormMessage } from '../../../../components/ui/form-message.js';
import { LoadFailed, Loading } from '../../../../components/ui/query-state.js';
import { useMessageText } from '../../../../lib/message-text.js';
import { useSchemaForm } from '../../../../lib/use-schema-form.js';
import { DeliveryLog } from './delivery-log.js';
import { SecretOnce } from './secret-once.js';
import { SubmitButton } from '../../../../components/ui/submit-button.js';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/** The endpoint events are posted to: required here; the server checks it is a public https URL. */
const webhookUrlFormSchema = z.object({
  url: z.string().trim().min(1, { error: 'merchantSettings:webhook.errors.urlRequired' }),
});

function WebhookUrlForm({ webhook, onSecret }: { webhook: Webhook | null; onSecret: (secret: string) => void }) {
  const { t } = useTranslation('merchantSettings');
  const messageText = useMessageText();
  const update = useUpdateWebhookUrl();
  const form = useSchemaForm(webhookUrlFormSchema, { url: webhook?.webhook_url ?? '' });
  const showFailure = useFormFailure(['webhook_url'] as const, form.setErrors, { webhook_url: 'url' });
  const [saved, setSaved] = useState(false);
  const save = form.submitWith(({ url }) =>
    update.mutate(url, {
      onSuccess: (change) => {
        setSaved(true);
        if (change.secret !== null) onSecret(change.secret);
      },
      onError: showFailure,
    }),
  );
  const error = form.errors['url'] ? messageText(form.errors['url']) : null;
  const general = form.errors[''] ? messageText(form.errors['']) : null;
  return (
    <form
      className="form merchant-form"
      onSubmit={(event) => {
        setSaved(false);
        save(event);
      }}
      noValidate
    >
      <Field label={t('webhook.url')} hint={t('webhook.urlHint')} error={error}>
        <input
          type="url"
          inputMode="url"
          required
          maxLength={2048}
          placeholder="https://shop.example/webhooks/payments"
          value={form.values.url}
          onChange={(event) => {
            setSaved(false);
            form.setValue('url', event.currentTarget.value);
          }}
        />
      </Field>
      <FormMessage error={general} success={saved ? t('webhook.saved') : null} />
      <div>
        <SubmitButton
          pending={update.isPending}
          label={t('webhook.saveUrl')}
          pendingLabel={t('merchant:common.saving')}
        />
      </div>
    </form>
  );
}

function WebhookState({ webhook, onSecret }: { webhook: Webhook; onSecret: (secret: string) => void }) {
  const { t } = useTranslation('merchantSettings');
  const locale = useLocaleStore((state) => state.locale);
  const failureText = useMerchantFailureText();
  const enable = useEnableWebhook();
  const rotate = useRotateWebhookSecret();
  const sendTest = useSendWebhookTestEvent();
  const [notice, setNotice] = useState<Notice>(null);
  const onError = (error: unknown) => setNotice({ kind: 'error', text: failureText(error) });
  const busy = enable.isPending || rotate.isPending || sendTest.isPending;
  return (
    <div className="merchant-webhook-state">
      <dl className="merchant-details">
        <dt>{t('webhook.status')}</dt>
        <dd>
          {webhook.status === 'enabled' ? (
            <span className="status-badge status-badge--success">{t('webhook.enabled')}</span>
          ) : (
            <span className="status-badge status-badge--danger">{t('webhook.disabled')}</span>
          )}
        </dd>
        {webhook.status === 'disabled' ? (
          <>
            <dt>{t('webhook.disabledReason')}</dt>
            <dd>
              {webhook.disabled_reason ?? t('webhook.noReason')}
              {webhook.disabled_at !== null ? (
                <>
                  {' '}
                  (<DateTime value={webhook.disabled_at} />)
                </>
              ) : null}
            </dd>
          </>
        ) : null}
        <dt>{t('webhook.secret')}</dt>
        <dd>
          <code>{webhook.secret_prefix}</code>{' '}
          <span className="merchant-muted">
            {t('webhook.secretCreated', { time: formatDateTime(webhook.secret_created_at, locale) ?? '–' })}
          </span>
          {webhook.previous_secret_expires_at !== null ? (
            <span className="merchant-muted">
              {' '}
              {t('webhook.previousSecretUntil', {
                time: formatDateTime(webhook.previous_secret_expires_at, locale) ?? '–',
              })}
            </span>
          ) : null}
        </dd>
      </dl>
      <FormMessage
        error={notice?.kind === 'error' ? notice.text : null}
        success={notice?.kind === 'success' ? notice.text : null}
      />
      <div className="merchant-actions">
        {webhook.status === 'disabled' ? (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() =>
              enable.mutate(undefined, {
                onSuccess: () => setNotice({ kind: 'success', text: t('webhook.enabledNotice') }),
                onError,
              })
            }
          >
            {t('webhook.enable')}
          </button>
        ) : null}
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() =>
            rotate.mutate(undefined, {
              onSuccess: (rotated) => {
                setNotice(null);
                onSecret(rotated.secret);
              },
              onError,
            })
          }
        >
          {t('webhook.rotateSecret')}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy || webhook.status === 'disabled'}
          onClick={() =>
            sendTest.mutate(undefined, {
              onSuccess: (sent) => setNotice({ kind: 'success', text: t('webhook.testSent', { id: sent.event_id }) }),
              onError,
            })
          }
        >
          {t('webhook.sendTest')}
        </button>
      </div>
    </div>
  );
}

/**
 * The webhook (Standard Webhooks, signed payment events): URL (PATCH /users/updateWebhook), the
 * signing secret shown once when created or rotated, status with the reason it was disabled and
 * "Enable", a test event, and the delivery log with redelivery.
 */
export function WebhookPanel() {
  const { t } = useTranslation('merchantSettings');
  const failureText = useMerchantFailureText();
  const webhook = useWebhook();
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <section className="merchant-card" aria-labelledby="webhook-title">
      <h2 id="webhook-title">{t('webhook.title')}</h2>
      <p className="merchant-muted">{t('webhook.intro')}</p>
      {webhook.isPending ? (
        <Loading />
      ) : webhook.isError ? (
        <LoadFailed message={failureText(webhook.error)} onRetry={() => void webhook.refetch()} />
      ) : (
        <>
          <WebhookUrlForm webhook={webhook.data} onSecret={setSecret} />
          {secret !== null ? (
            <SecretOnce
              title={t('webhook.newSecret')}
              secrets={[{ label: t('webhook.secret'), value: secret }]}
              onDone={() => setSecret(null)}
            />
          ) : null}
          {webhook.data !== null ? <WebhookState webhook={webhook.data} onSecret={setSecret} /> : null}
          {webhook.data !== null ? <DeliveryLog /> : null}
        </>
      )}
    </section>
  );
}
