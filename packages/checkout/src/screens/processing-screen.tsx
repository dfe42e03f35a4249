import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/preact';
import { isBankPaymentMethod } from '@platform/core';
import { ErrorNotice, FlowLink, Notice, ScreenHeading } from '../components/flow-ui.js';
import { emitCheckoutEvent, orderSummaryOf } from '../events/checkout-events.js';
import { routeFor, type FlowSession } from '../flow/flow-gate.js';
import { flowHref, reportOrder } from '../stores/flow-store.js';
import { $poll, pollCheckout } from '../stores/poll-store.js';
import { OrderSummary } from './order-summary.js';
import type { ScreenProps } from './screen-props.js';

const failedStates = new Set(['failed', 'cancelled', 'expired', 'refunded']);

/**
 * Processing (after the card's 3-D Secure or the bank page) and Review (a bank transfer waiting
 * for its bank line): both poll the checkout lookup with back-off and a limit, and go where the
 * routing rules say once the payment moves (successful → invoice). A failed order says so.
 */
export function WaitingScreen(props: ScreenProps & { kind: 'processing' | 'review' }) {
  const { client, t, locale, navigation, kind, path } = props;
  const poll = useStore($poll);
  const [session, setSession] = useState<FlowSession | undefined>(props.session);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(
    () =>
      pollCheckout(client, (next) => {
        setSession(next);
        reportOrder(next);
        const status = next.order?.status;
        if (status !== undefined && failedStates.has(status)) {
          const order = orderSummaryOf(next.checkoutId, next.transaction);
          const reason = status === 'cancelled' ? 'cancelled' : status === 'expired' ? 'expired' : 'failed';
          if (order !== undefined) emitCheckoutEvent('order_failed', { order, reason });
          setFailed(true);
          return true;
        }
        // A bank transfer not yet made waits for the guest, not for the bank: nothing to poll for.
        if (
          kind === 'review' &&
          isBankPaymentMethod(next.transaction.payment_method) &&
          next.transaction.payment_status === undefined
        ) {
          return true;
        }
        // A card payment whose 3-D Secure challenge is open (in the popup of a framed checkout) is
        // under way: keep polling rather than send the guest back to the card form.
        if (
          kind === 'processing' &&
          next.order?.status === 'payment_pending' &&
          next.transaction.payment_status === undefined
        ) {
          return false;
        }
        if (next.order?.kyc_required === true && next.transaction.payment_status === 'authorized') {
          navigation.replace(flowHref('/compliance'));
          return true;
        }
        const to = routeFor(next, path);
        if (to !== path) {
          navigation.replace(flowHref(to));
          return true;
        }
        return false;
      }),
    [client, path, navigation, round, kind],
  );

  const current = session ?? props.session;
  const method = current?.transaction.payment_method ?? '';
  const unpaidBank =
    kind === 'review' && isBankPaymentMethod(method) && current?.transaction.payment_status === undefined;
  return (
    <section className="flow-screen">
      <ScreenHeading description={t(`checkout:${kind}.description`)}>{t(`checkout:${kind}.title`)}</ScreenHeading>
      {current !== undefined && <OrderSummary t={t} locale={locale} session={current} />}
      {unpaidBank && (
        <FlowLink navigation={navigation} to={/^Online Banking/.test(method) ? '/online_banking' : '/wire'} primary>
          {t(/^Online Banking/.test(method) ? 'checkout:bank.toBank' : 'checkout:wire.show')}
        </FlowLink>
      )}
      {failed ? (
        <>
          <ErrorNotice>{t('checkout:processing.failed')}</ErrorNotice>
          <FlowLink navigation={navigation} to="/" primary>
            {t('checkout:processing.startAgain')}
          </FlowLink>
        </>
      ) : poll.status === 'gave_up' ? (
        <>
          <Notice tone="warning">{t('checkout:processing.slow')}</Notice>
          <button type="button" className="button button--secondary" onClick={() => setRound((value) => value + 1)}>
            {t('checkout:processing.checkAgain')}
          </button>
        </>
      ) : poll.status === 'lost' ? (
        <ErrorNotice>{t('checkout:processing.lost')}</ErrorNotice>
      ) : (
        !unpaidBank && (
          <p className="flow-spinner" role="status">
            {t(`checkout:${kind}.waiting`)}
          </p>
        )
      )}
    </section>
  );
}
