import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantKey } from '../../api/get-merchant-settings.js';
import {
  merchantKeyModes,
  useRotateMerchantKeys,
  type MerchantKeyMode,
  type NewMerchantKeys,
} from '../../api/rotate-merchant-keys.js';
import { useMerchantFailureText } from '../../hooks/use-merchant-failure.js';
import { DateTime } from '../../../../components/ui/date-time.js';
import { FormMessage } from '../../../../components/ui/form-message.js';
import { SecretOnce } from './secret-once.js';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table.js';

function KeysTable({ keys }: { keys: readonly MerchantKey[] }) {
  const { t } = useTranslation('merchantSettings');
  if (keys.length === 0) return <p className="merchant-muted">{t('apiKeys.none')}</p>;
  const columns: DataTableColumn<MerchantKey>[] = [
    {
      id: 'mode',
      header: t('apiKeys.mode'),
      cell: (key) => (key.mode === 'live' ? t('apiKeys.live') : t('apiKeys.test')),
    },
    {
      id: 'kind',
      header: t('apiKeys.kind'),
      cell: (key) => (key.kind === 'secret' ? t('apiKeys.secret') : t('apiKeys.publishable')),
    },
    { id: 'prefix', header: t('apiKeys.prefix'), cell: (key) => <code>{`${key.prefix}…`}</code> },
    { id: 'created', header: t('apiKeys.created'), cell: (key) => <DateTime value={key.created_at} /> },
    {
      id: 'lastUsed',
      header: t('apiKeys.lastUsed'),
      cell: (key) => (key.last_used_at === null ? t('apiKeys.neverUsed') : <DateTime value={key.last_used_at} />),
    },
  ];
  return (
    <DataTable caption={t('apiKeys.table')} columns={columns} rows={keys} rowKey={(key) => `${key.mode}-${key.kind}`} />
  );
}

/**
 * API keys (POST /users/merchant/keys): a test and a live pair (publishable pk_…, secret sk_…).
 * Creating a pair again replaces the mode's pair at once, so it asks first; the new pair is shown
 * once with copy buttons, afterwards only the listing's prefixes.
 */
export function ApiKeysPanel({ keys }: { keys: readonly MerchantKey[] }) {
  const { t } = useTranslation('merchantSettings');
  const rotate = useRotateMerchantKeys();
  const failureText = useMerchantFailureText();
  const [confirming, setConfirming] = useState<MerchantKeyMode | null>(null);
  const [created, setCreated] = useState<NewMerchantKeys | null>(null);
  const [error, setError] = useState<string | null>(null);
  const hasKeys = (mode: MerchantKeyMode) => keys.some((key) => key.mode === mode);
  const run = (mode: MerchantKeyMode) => {
    setConfirming(null);
    setError(null);
    rotate.mutate(mode, { onSuccess: setCreated, onError: (failure) => setError(failureText(failure)) });
  };
  const request = (mode: MerchantKeyMode) => (hasKeys(mode) ? setConfirming(mode) : run(mode));
  return (
    <section className="merchant-card" aria-labelledby="api-keys-title">
      <h2 id="api-keys-title">{t('apiKeys.title')}</h2>
      <p className="merchant-muted">{t('apiKeys.intro')}</p>
      <KeysTable keys={keys} />
      {created !== null ? (
        <SecretOnce
          title={t('apiKeys.createdTitle', { mode: created.mode === 'live' ? t('apiKeys.live') : t('apiKeys.test') })}
          secrets={[
            { label: t('apiKeys.publishable'), value: created.publishable },
            { label: t('apiKeys.secret'), value: created.secret },
          ]}
          onDone={() => setCreated(null)}
        />
      ) : null}
      {confirming !== null ? (
        <div role="alertdialog" aria-labelledby="api-keys-confirm" className="notice merchant-confirm">
          <p id="api-keys-confirm">{t(`apiKeys.confirm.${confirming}`)}</p>
          <div className="merchant-actions">
            <button type="button" className="button button--primary" autoFocus onClick={() => run(confirming)}>
              {t('apiKeys.confirmRotate')}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(null)}>
              {t('merchant:common.cancel')}
            </button>
          </div>
        </div>
      ) : null}
      <FormMessage error={error} />
      <div className="merchant-actions">
        {merchantKeyModes.map((mode) => (
          <button
            key={mode}
            type="button"
            className="button"
            disabled={rotate.isPending || confirming !== null}
            onClick={() => request(mode)}
          >
            {hasKeys(mode) ? t(`apiKeys.rotate.${mode}`) : t(`apiKeys.create.${mode}`)}
          </button>
        ))}
      </div>
    </section>
  );
}
