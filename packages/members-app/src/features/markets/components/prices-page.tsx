import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  fiatCurrencies,
  marketFiat,
  defaultMarketSort,
  marketRows,
  nextMarketSort,
  searchMarketRows,
  sortMarketRows,
  type MarketSort,
} from '@platform/core';
import { Loading, LoadFailed } from '../../../components/ui/query-state.js';
import { useBrandConfiguration } from '../../../lib/use-brand-configuration.js';
import { useBrandStore } from '../../../stores/brand-store.js';
import { useMarketState } from '../api/get-market-state.js';
import { PricesTable } from './prices-table.js';
import { RiskLine } from './risk-line.js';
import '../markets.css';

/**
 * Prices (spec §2 Markets: prices): every market coin with its price in the visitor's fiat
 * (`?currency=`, else the brand's default currency), 24 h and 7 d change, 7-day sparkline, volume
 * and market capitalisation where the source gives them; search and sortable columns; Buy on
 * the platform's wallet coins; the risk line.
 */
export function PricesPage() {
  const { t } = useTranslation('markets');
  const configuration = useBrandConfiguration();
  const testMode = useBrandStore((state) => state.details?.test_mode === true);
  const [params, setParams] = useSearchParams();
  const fiat = marketFiat(params, configuration.default_currency);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<MarketSort>(defaultMarketSort);
  const state = useMarketState(fiat);
  const rows = useMemo(
    () => sortMarketRows(searchMarketRows(marketRows(state.data), query), sort),
    [state.data, query, sort],
  );
  const priced = state.data === undefined ? 0 : Object.keys(state.data.details ?? {}).length;
  return (
    <section className="markets-page page-container">
      <h1>{t('prices.title')}</h1>
      <p className="muted">{t('prices.intro', { count: priced || rows.length, currency: fiat })}</p>
      <div className="markets-toolbar">
        <div className="field markets-toolbar__search">
          <label htmlFor="markets-search">{t('prices.searchLabel')}</label>
          <input
            id="markets-search"
            type="search"
            value={query}
            placeholder={t('prices.searchPlaceholder')}
            autoComplete="off"
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
        </div>
        <div className="field markets-toolbar__currency">
          <label htmlFor="markets-currency">{t('prices.currencyLabel')}</label>
          <select
            id="markets-currency"
            value={fiat}
            onChange={(event) => setParams({ currency: event.currentTarget.value }, { replace: true })}
          >
            {fiatCurrencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
      </div>
      {state.isPending ? <Loading /> : null}
      {state.isError ? <LoadFailed message={t('prices.loadFailed')} onRetry={() => void state.refetch()} /> : null}
      {state.data !== undefined ? (
        rows.length === 0 ? (
          <p role="status">{t('prices.noMatch', { query })}</p>
        ) : (
          <PricesTable rows={rows} fiat={fiat} sort={sort} onSort={(key) => setSort(nextMarketSort(sort, key))} />
        )
      ) : null}
      <RiskLine testMode={testMode} />
    </section>
  );
}
