import { isCryptoCurrency, isFiatCurrency, type LocaleCode } from '@platform/core';
import { Summary } from '../components/flow-ui.js';
import type { FlowSession } from '../flow/flow-gate.js';
import type { Translate } from '../i18n/texts.js';
import { money } from '../stores/money.js';

/** Amounts, fee, rate and address of the guest's order (invoice, payment and review pages). */
export function orderRows(t: Translate, locale: LocaleCode, session: FlowSession): [string, string][] {
  const data = session.transaction;
  const fiat = data.currency_1_iso.toUpperCase();
  const crypto = data.currency_2_iso.toUpperCase();
  if (!isFiatCurrency(fiat) || !isCryptoCurrency(crypto)) return [];
  const rows: [string, string][] = [
    [t('checkout:summary.youPay'), money(fiat, data.currency_1_amount, locale)],
    [t('checkout:summary.processing_fee'), money(fiat, data.currency_1_fee, locale)],
  ];
  if (session.order !== undefined)
    rows.push([t('checkout:summary.rate'), `1 ${crypto} = ${money(fiat, session.order.rate, locale)}`]);
  rows.push([t('checkout:summary.youGet'), money(crypto, data.currency_2_amount, locale)]);
  rows.push([t('checkout:summary.address'), data.currency_2_address]);
  return rows;
}

export function OrderSummary({ t, locale, session }: { t: Translate; locale: LocaleCode; session: FlowSession }) {
  return (
    <section className="card" aria-labelledby="order-summary">
      <h2 id="order-summary" className="card__title">
        {t('checkout:summary.title')}
      </h2>
      <Summary label={t('checkout:summary.title')} rows={orderRows(t, locale, session)} />
    </section>
  );
}
