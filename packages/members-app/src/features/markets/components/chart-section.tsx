import { formatPrice } from '@platform/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoinDescriptor, FiatCurrency } from '@platform/core';
import { importWithReload } from '../../../lib/chunk-reload.js';
import { useLocaleStore } from '../../../stores/locale-store.js';
import { coinChartRanges, useChartRates, type CoinChartRange } from '../api/get-chart-rates.js';

const PriceChart = lazy(() => importWithReload(() => import('./price-chart.js')));

const rangeKeys = {
  '24h': 'coin.chart.range24h',
  '7d': 'coin.chart.range7d',
  '30d': 'coin.chart.range30d',
  '1y': 'coin.chart.range1y',
} as const satisfies Record<CoinChartRange, string>;

/** Colours of the chart from the design tokens (the canvas cannot read CSS variables itself). */
function tokenColors() {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    lineColor: read('--brand-secondary', '#1fa463'),
    textColor: read('--text-muted', '#556070'),
    gridColor: read('--border', '#e0e4e9'),
  };
}

/** The chart with its four ranges (24 h of 5-minute points, 7 and 30 days hourly, a year daily). */
export function ChartSection({ coin, fiat }: { coin: CoinDescriptor; fiat: FiatCurrency }) {
  const { t } = useTranslation('markets');
  const locale = useLocaleStore((state) => state.locale);
  const [range, setRange] = useState<CoinChartRange>('24h');
  const chart = useChartRates(`${fiat}_${coin.iso}`, range);
  const points = chart.data?.points ?? [];
  const first = points[0];
  const last = points[points.length - 1];
  const label = t('coin.chart.label', { name: coin.name, currency: fiat, range: t(rangeKeys[range]) });
  return (
    <section className="card markets-section" aria-labelledby="coin-chart-title">
      <div className="coin-chart__heading">
        <h2 id="coin-chart-title">{t('coin.chart.title')}</h2>
        <div className="coin-chart__ranges" role="group" aria-label={t('coin.chart.ranges')}>
          {coinChartRanges.map((name) => (
            <button
              key={name}
              type="button"
              className={`button button--small ${name === range ? 'button--primary' : 'button--secondary'}`}
              aria-pressed={name === range}
              onClick={() => setRange(name)}
            >
              {t(rangeKeys[name])}
            </button>
          ))}
        </div>
      </div>
      <div className="coin-chart__body">
        {chart.isPending ? <p role="status">{t('coin.chart.loading')}</p> : null}
        {chart.isError ? <p role="alert">{t('coin.chart.failed')}</p> : null}
        {chart.data !== undefined && points.length < 2 ? <p>{t('coin.chart.empty')}</p> : null}
        {points.length >= 2 && first !== undefined && last !== undefined ? (
          <Suspense fallback={<p role="status">{t('coin.chart.loading')}</p>}>
            <PriceChart
              points={points}
              label={`${label}: ${formatPrice(first.price, fiat, locale)} – ${formatPrice(last.price, fiat, locale)}`}
              {...tokenColors()}
            />
          </Suspense>
        ) : null}
      </div>
      <p className="coin-chart__attribution">
        <a href="https://www.tradingview.com/" rel="noopener noreferrer" target="_blank">
          {t('coin.chart.attribution')}
        </a>
      </p>
    </section>
  );
}
