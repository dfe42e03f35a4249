import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homeNavItems, homePageCoins, intlLocale, type Configuration, type LocaleCode } from '@platform/core';
import { BrandLogo } from '../../../components/brand-logo.js';
import { buttonClass } from '../../../components/ui/button.js';
import { useBrandConfiguration } from '../../../lib/use-brand-configuration.js';
import { hasSessionCookie } from '../../../lib/session/get-current-user.js';
import { useLocaleStore } from '../../../stores/locale-store.js';
import { useHomeRates } from '../api/content.js';
import { buyHref } from '../utils/buy-link.js';
import '../public.css';

function formatPrice(rate: string | undefined, currency: string, locale: LocaleCode): string | null {
  if (rate === undefined) return null;
  const value = Number(rate);
  if (!Number.isFinite(value)) return null;
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency, maximumFractionDigits: 2 }).format(
    value,
  );
}

/** The supported coins with their live price in the brand's currency and a Buy button each. */
function CoinPrices({ configuration }: { configuration: Configuration }) {
  const { t } = useTranslation('public');
  const locale = useLocaleStore((state) => state.locale);
  const rates = useHomeRates();
  const currency = configuration.default_currency;
  const buy = buyHref(configuration);
  return (
    <section className="home-section" aria-labelledby="home-coins">
      <h2 id="home-coins">{t('home.coinsTitle')}</h2>
      {rates.isError && <p className="muted">{t('home.pricesUnavailable')}</p>}
      <ul className="home-coins">
        {homePageCoins.map((coin) => {
          const price = formatPrice(rates.data?.[`${currency}_${coin.iso}`], currency, locale);
          return (
            <li key={coin.iso} className="home-coin card">
              <span className="home-coin__name">
                {coin.name} <span className="muted">{coin.iso}</span>
              </span>
              <span className="home-coin__price" aria-label={t('home.coinsPriceIn', { currency })}>
                {price ?? '—'}
              </span>
              <a className={buttonClass({ variant: 'primary', size: 'small' })} href={buy}>
                <span aria-hidden="true">{t('home.buy')}</span>
                <span className="visually-hidden">{t('home.buyCoin', { coin: coin.name })}</span>
              </a>
            </li>
          );
        })}
      </ul>
      <p>
        <Link to="/prices">{t('home.allPrices')}</Link>
      </p>
    </section>
  );
}

function HowItWorks() {
  const { t } = useTranslation('public');
  const steps = [1, 2, 3] as const;
  return (
    <section className="home-section" aria-labelledby="home-how">
      <h2 id="home-how">{t('home.howTitle')}</h2>
      <ol className="home-steps">
        {steps.map((step) => (
          <li key={step} className="home-step card">
            <h3>{t(`home.howStep${step}Title`)}</h3>
            <p>{t(`home.howStep${step}Text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The brand's home page (issue 18): hero with its name and logo and the nav's Get Started and Login
 * (signed-out visitors), the supported coins with live prices and Buy buttons (the checkout when
 * enable_flow), how it works, the merchant section, and the risk line (MiCA Art. 7).
 */
export function HomePage() {
  const { t } = useTranslation('public');
  const configuration = useBrandConfiguration();
  const signedOut = !hasSessionCookie();
  const actions = homeNavItems(configuration, signedOut ? 'signedOut' : 'signedIn').filter(
    (item) => item.id === 'getStarted' || item.id === 'login',
  );
  const getStarted = actions.find((item) => item.id === 'getStarted');
  return (
    <div className="public-page home-page">
      <section className="home-hero">
        <BrandLogo configuration={configuration} variant="default" />
        <h1>{t('home.heroTitle', { brand: configuration.label_name })}</h1>
        <p className="home-hero__text">{t('home.heroText')}</p>
        <div className="home-hero__actions">
          <a className={buttonClass({ variant: 'primary' })} href={buyHref(configuration)}>
            {t('home.buy')}
          </a>
          {actions.map((item) => (
            <Link key={item.id} className={buttonClass({ variant: 'secondary' })} to={item.href}>
              {t(item.labelKey)}
            </Link>
          ))}
        </div>
      </section>
      <CoinPrices configuration={configuration} />
      <HowItWorks />
      <section className="home-section home-merchant card" aria-labelledby="home-merchant">
        <h2 id="home-merchant">{t('home.merchantTitle')}</h2>
        <p>{t('home.merchantText')}</p>
        <Link className={buttonClass({ variant: 'secondary' })} to={getStarted?.href ?? '/login'}>
          {t('home.merchantAction')}
        </Link>
      </section>
      <p className="home-risk muted">{t('home.risk')}</p>
    </div>
  );
}
