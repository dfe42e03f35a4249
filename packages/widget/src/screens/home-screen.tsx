import type { CryptoCurrency } from '@platform/core';
import { ScreenHeading } from '../components/screen-heading.js';
import type { ScreenProps } from './screen-props.js';

/**
 * Home (spec §2): the customer chooses the coin among the merchant's currencies. While the choice
 * is sent the buttons stay focusable (aria-disabled, not disabled) so keyboard focus is not lost.
 */
export function HomeScreen({
  session,
  t,
  focusHeading,
  onChoose,
}: ScreenProps & { onChoose(iso: CryptoCurrency): void }) {
  const { currencies, choosing, chooseFailed } = session;
  return (
    <section className="widget-screen" aria-busy={choosing}>
      <ScreenHeading focusOnMount={focusHeading}>{t('widget:home.title')}</ScreenHeading>
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
