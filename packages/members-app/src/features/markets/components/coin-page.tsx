import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  coinDescriptor,
  type CoinDescriptor,
  type FiatCurrency,
  type MarketCoinDetails,
  buyHref,
  marketFiat,
  formatLargeAmount,
  formatPrice,
} from '@platform/core';
import { NotFoundPage } from '../../../components/errors/not-found-page.js';
import { Loading, LoadFailed } from '../../../components/ui/query-state.js';
import { useBrandConfiguration } from '../../../lib/use-brand-configuration.js';
import { useBrandStore } from '../../../stores/brand-store.js';
import { useLocaleStore } from '../../../stores/locale-store.js';
import { useMarketState } from '../api/get-market-state.js';
import { ChangeText } from './change-text.js';
import { ChartSection } from './chart-section.js';
import { CoinArticleSection } from './coin-article.js';
import { CoinConverter } from './coin-converter.js';
import { CoinIcon } from './coin-icon.js';
import { CoinSummary } from './coin-summary.js';
import { RiskLine } from './risk-line.js';
import '../markets.css';

/**
 * A coin page (spec §2 Markets: prices/{id}): price and changes, the chart with its ranges, the
 * market summary from the descriptor, the converter, the article, Buy (tradable coins) and the
 * risk line. An id that is no market coin is the app's 404 page.
 */
export function CoinPage() {
  const { id = '' } = useParams();
  const coin = coinDescriptor(id);
  if (coin === undefined) return <NotFoundPage />;
  return <CoinPageOf coin={coin} />;
}

function CoinPageOf({ coin }: { coin: CoinDescriptor }) {
  const { t } = useTranslation('markets');
  const configuration = useBrandConfiguration();
  const testMode = useBrandStore((state) => state.details?.test_mode === true);
  const [params] = useSearchParams();
  const fiat = marketFiat(params, configuration.default_currency);
  const state = useMarketState(fiat);
  const details = state.data?.details?.[coin.iso];
  return (
    <section className="markets-page coin-page page-container">
      <p>
        <Link to="/prices">{t('coin.allPrices')}</Link>
      </p>
      <div className="coin-page__heading">
        <CoinIcon coin={coin} size={48} />
        <h1>{t('coin.title', { name: coin.name, iso: coin.iso })}</h1>
        {coin.tradable ? (
          <a className="button button--primary" href={buyHref(configuration, coin.iso, fiat)}>
            {t('prices.buyCoin', { name: coin.name })}
          </a>
        ) : (
          <p className="muted">{t('coin.notTradable', { name: coin.name })}</p>
        )}
      </div>
      {state.isPending ? <Loading /> : null}
      {state.isError ? <LoadFailed message={t('prices.loadFailed')} onRetry={() => void state.refetch()} /> : null}
      {details === undefined ? null : <CoinFigures details={details} fiat={fiat} />}
      <ChartSection coin={coin} fiat={fiat} />
      <div className="coin-page__columns">
        <CoinSummary coin={coin} />
        {details === undefined ? null : <CoinConverter coin={coin} fiat={fiat} price={details.price} />}
      </div>
      <CoinArticleSection coin={coin} />
      <RiskLine testMode={testMode} />
    </section>
  );
}

function CoinFigures({ details, fiat }: { details: MarketCoinDetails; fiat: FiatCurrency }) {
  const { t } = useTranslation('markets');
  const locale = useLocaleStore((state) => state.locale);
  const missing = <span className="muted">{t('unavailable')}</span>;
  return (
    <dl className="coin-figures">
      <div>
        <dt>{t('coin.figures.price')}</dt>
        <dd className="coin-figures__price">{formatPrice(details.price, fiat, locale)}</dd>
      </div>
      <div>
        <dt>{t('coin.figures.change24h')}</dt>
        <dd>
          <ChangeText percent={details.change_24h_percent} />
        </dd>
      </div>
      <div>
        <dt>{t('coin.figures.change7d')}</dt>
        <dd>
          <ChangeText percent={details.change_7d_percent} />
        </dd>
      </div>
      <div>
        <dt>{t('coin.figures.volume')}</dt>
        <dd>{details.volume_24h === null ? missing : formatLargeAmount(details.volume_24h, fiat, locale)}</dd>
      </div>
      <div>
        <dt>{t('coin.figures.marketCap')}</dt>
        <dd>{details.market_cap === null ? missing : formatLargeAmount(details.market_cap, fiat, locale)}</dd>
      </div>
    </dl>
  );
}
