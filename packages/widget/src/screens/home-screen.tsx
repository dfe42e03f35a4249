import type { CryptoCurrency } from '@platform/core';
import { ScreenHeading } from '../components/screen-heading.js';
import type { OrderSummaryContent } from '../payment/header-content.js';
import type { ScreenProps } from './screen-props.js';

/** Who is paid, how much and for what, on the coin choice of a payment whose header is hidden. */
function OrderSummary({ summary }: { summary: OrderSummaryContent }) {
  return (
    <div className="widget-order-summary">
      <p className="widget-order-summary__merchant">{summary.merchantName}</p>
      <p className="widget-order-summary__amount">{summary.amount}</p>
      <p className="widget-order-summary__product">{summary.paymentFor}</p>
      {summary.orderId !== '' && (
        <p className="widget-order-summary__order">
          {summary.orderIdLabel}: {summary.orderId}
        </p>
      )}
    </div>
  );
}

/**
 * Home (spec §2): the customer chooses the coin among the merchant's currencies. While the choice
 * is sent the buttons stay focusable (aria-disabled, not disabled) so keyboard focus is not lost.
 * Below 50 the spec hides the merchant header; the order (merchant, amount, product) then shows
 * here, so the customer still knows what they pay for (`orderSummary`).
 */
export function HomeScreen({
  session,
  t,
  focusHeading,
  onChoose,
  orderSummary,
}: ScreenProps & { onChoose(iso: CryptoCurrency): void; orderSummary?: OrderSummaryContent | undefined }) {
  const { currencies, choosing, chooseFailed } = session;
  return (
    <section className="widget-screen" aria-busy={choosing}>
      <ScreenHeading focusOnMount={focusHeading}>{t('widget:home.title')}</ScreenHeading>
      {orderSummary !== undefined && <OrderSummary summary={orderSummary} />}
      {currencies.length === 0 ? (
        <p>{t('widget:home.noCurrencies')}</p>
      ) : (
        <>
          <p>{t('widget:home.intro')}</p>
          <ul className="widget-coins">
            {currencies.map((currency) => (
              <li key={currency.iso}>
                <button
                  type="button"
                  className="widget-coin"
                  aria-disabled={choosing}
                  onClick={() => {
                    if (!choosing) onChoose(currency.iso);
                  }}
                >
                  <span className="widget-coin__name">{currency.name}</span>
                  <span className="widget-coin__iso">{currency.iso}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {choosing && <p role="status">{t('widget:home.preparing')}</p>}
      {chooseFailed && <p role="alert">{t('messages:errors.serverProblem')}</p>}
    </section>
  );
}
