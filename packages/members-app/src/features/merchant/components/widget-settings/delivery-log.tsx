import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@platform/core';
import { useLocaleStore } from '../../../../stores/locale-store.js';
import { lastAttempt, useWebhookDeliveries, type WebhookDelivery } from '../../api/get-webhook-deliveries.js';
import { useRedeliverWebhookEvent } from '../../api/redeliver-webhook-event.js';
import { useMerchantFailureText } from '../../hooks/use-merchant-failure.js';
import { DateTime } from '../../../../components/ui/date-time.js';
import { FormMessage } from '../../../../components/ui/form-message.js';
import { LoadFailed, LoadMore, Loading } from '../../../../components/ui/query-state.js';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table.js';

function Duration({ ms }: { ms: number | undefined }) {
  const locale = useLocaleStore((state) => state.locale);
  if (ms === undefined) return <span className="merchant-muted">–</span>;
  const format = new Intl.NumberFormat(intlLocale(locale), {
    style: 'unit',
    unit: 'millisecond',
    unitDisplay: 'short',
  });
  return <span>{format.format(ms)}</span>;
}

function ResponseCode({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation('merchantSettings');
  if (delivery.last_status_code !== null) return <span>{delivery.last_status_code}</span>;
  if (delivery.attempt_count === 0) return <span className="merchant-muted">–</span>;
  return <span title={delivery.last_error ?? undefined}>{t('deliveries.noResponse')}</span>;
}

/** The log's columns; Redeliver is off while a redelivery is under way. */
function useDeliveryColumns({
  redelivering,
  onRedeliver,
}: {
  redelivering: boolean;
  onRedeliver: (delivery: WebhookDelivery) => void;
}): DataTableColumn<WebhookDelivery>[] {
  const { t } = useTranslation('merchantSettings');
  return [
    { id: 'time', header: t('deliveries.time'), cell: (delivery) => <DateTime value={delivery.created_at} /> },
    { id: 'eventType', header: t('deliveries.eventType'), cell: (delivery) => <code>{delivery.event_type}</code> },
    { id: 'status', header: t('deliveries.status'), cell: (delivery) => t(`deliveries.statuses.${delivery.status}`) },
    {
      id: 'responseCode',
      header: t('deliveries.responseCode'),
      cell: (delivery) => <ResponseCode delivery={delivery} />,
    },
    {
      id: 'duration',
      header: t('deliveries.duration'),
      cell: (delivery) => <Duration ms={lastAttempt(delivery)?.duration_ms} />,
    },
    { id: 'attempts', header: t('deliveries.attempts'), cell: (delivery) => delivery.attempt_count },
    {
      id: 'actions',
      header: t('deliveries.actions'),
      cell: (delivery) => (
        <button
          type="button"
          className="button"
          disabled={redelivering}
          aria-label={t('deliveries.redeliverOf', { type: delivery.event_type, id: delivery.event_id })}
          onClick={() => onRedeliver(delivery)}
        >
          {t('deliveries.redeliver')}
        </button>
      ),
    },
  ];
}

/**
 * The webhook delivery log (GET /users/webhook/deliveries): time, event type, status, response
 * code, duration and attempts of each delivery, newest first, "Load more", and Redeliver per event
 * (POST /users/webhook/events/{id}/redeliver).
 */
export function DeliveryLog() {
  const { t } = useTranslation('merchantSettings');
  const failureText = useMerchantFailureText();
  const deliveries = useWebhookDeliveries(true);
  const redeliver = useRedeliverWebhookEvent();
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const send = (delivery: WebhookDelivery) => {
    setNotice(null);
    redeliver.mutate(delivery.event_id, {
      onSuccess: () => setNotice({ kind: 'success', text: t('deliveries.redelivered', { id: delivery.event_id }) }),
      onError: (error) => setNotice({ kind: 'error', text: failureText(error) }),
    });
  };
  const columns = useDeliveryColumns({ redelivering: redeliver.isPending, onRedeliver: send });
  let body;
  if (deliveries.isPending) body = <Loading />;
  else if (deliveries.isError)
    body = <LoadFailed message={failureText(deliveries.error)} onRetry={() => void deliveries.refetch()} />;
  else {
    const rows = deliveries.data.pages.flatMap((page) => page.deliveries);
    body =
      rows.length === 0 ? (
        <p className="merchant-muted">{t('deliveries.empty')}</p>
      ) : (
        <>
          <DataTable
            caption={t('deliveries.table')}
            columns={columns}
            rows={rows}
            rowKey={(delivery) => delivery.delivery_id}
          />
          <LoadMore query={deliveries} />
        </>
      );
  }
  return (
    <section aria-labelledby="deliveries-title" className="merchant-subsection">
      <div className="merchant-heading">
        <h3 id="deliveries-title">{t('deliveries.title')}</h3>
        <button
          type="button"
          className="button"
          disabled={deliveries.isFetching}
          onClick={() => void deliveries.refetch()}
        >
          {t('deliveries.refresh')}
        </button>
      </div>
      <FormMessage
        error={notice?.kind === 'error' ? notice.text : null}
        success={notice?.kind === 'success' ? notice.text : null}
      />
      {body}
    </section>
  );
}
