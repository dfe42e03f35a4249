import { useEffect, useState, type ReactNode } from 'react';
import { Notice, ScreenHeading, Summary } from '../components/flow-ui.js';
import { emitCheckoutEvent } from '../events/checkout-events.js';
import type { FlowSession } from '../flow/flow-gate.js';
import { reportOrder } from '../stores/flow-store.js';
import { pollCheckout } from '../stores/poll-store.js';
import { orderRows } from './order-summary.js';
import type { ScreenProps } from './screen-props.js';

/** Public explorers of the live chains (test mode's simulated chain has none: the txid is shown alone). */
const explorers: Record<string, string> = {
  BTC: 'https://mempool.space/tx/',
  LTC: 'https://blockchair.com/litecoin/transaction/',
  BCH: 'https://blockchair.com/bitcoin-cash/transaction/',
  ETH: 'https://etherscan.io/tx/',
  USDT: 'https://etherscan.io/tx/',
  USDC: 'https://etherscan.io/tx/',
};

export function explorerUrl(coin: string, txid: string, testMode: boolean): string | undefined {
  const base = explorers[coin.toUpperCase()];
  return testMode || base === undefined || !/^(0x)?[0-9a-fA-F]{64}$/.test(txid) ? undefined : `${base}${txid}`;
}

/**
 * The invoice: amounts, fee, rate, destination address and, once sent, the txid with an explorer
 * link. A paid order is shown at once while its coins are on the way: the screen polls the checkout
 * (with the poll store's back-off and limit) until the txid is there, then says order_completed.
 */
export function InvoiceScreen({ t, locale, session: initial, testMode, client }: ScreenProps) {
  const [latest, setLatest] = useState<FlowSession | undefined>();
  const session = latest ?? initial;
  const sent = session?.order?.txid != null;
  useEffect(() => {
    if (sent) return undefined;
    return pollCheckout(client, (next) => {
      setLatest(next);
      reportOrder(next);
      return next.order?.txid != null;
    });
  }, [client, sent]);
  if (session === undefined) return null;
  const txid = session.order?.txid ?? null;
  const link = txid === null ? undefined : explorerUrl(session.transaction.currency_2_iso, txid, testMode);
  const rows: [string, ReactNode][] = [
    [t('checkout:invoice.order'), session.checkoutId],
    ...orderRows(t, locale, session),
  ];
  rows.push([
    t('checkout:invoice.txid'),
    txid === null ? (
      t('checkout:invoice.sending')
    ) : link === undefined ? (
      <code>{txid}</code>
    ) : (
      <a href={link} target="_blank" rel="noopener noreferrer">
        <code>{txid}</code>
      </a>
    ),
  ]);
  return (
    <section className="flow-screen">
      <ScreenHeading>{t('checkout:invoice.title')}</ScreenHeading>
      <Notice tone="success">{t('checkout:invoice.thanks')}</Notice>
      {typeof window !== 'undefined' && window.parent !== window && (
        <button type="button" className="button button--secondary" onClick={() => emitCheckoutEvent('close', {})}>
          {t('checkout:invoice.close')}
        </button>
      )}
      <section className="card" aria-labelledby="invoice-details">
        <h2 id="invoice-details" className="card__title">
          {t('checkout:buyFlow.transactionDetails')}
        </h2>
        <Summary label={t('checkout:buyFlow.transactionDetails')} rows={rows} />
      </section>
    </section>
  );
}
