import { buyHref, formatLargeAmount, formatPrice, changeTone } from '@platform/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FiatCurrency } from '@platform/core';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.js';
import { useBrandConfiguration } from '../../../lib/use-brand-configuration.js';
import { useLocaleStore } from '../../../stores/locale-store.js';
import type { MarketRow, MarketSort, MarketSortKey } from '@platform/core';
import { ChangeText } from './change-text.js';
import { CoinIcon } from './coin-icon.js';
import { Sparkline } from './sparkline.js';

interface PricesTableProps {
  rows: readonly MarketRow[];
  fiat: FiatCurrency;
  sort: MarketSort;
  onSort: (key: MarketSortKey) => void;
}

/**
 * The prices list (CoinGecko's columns): coin, price, 24 h and 7 d change, 7-day sparkline, volume,
 * market capitalisation, and Buy on each tradable coin. Sortable headings; cards below 768 px.
 */
export function PricesTable({ rows, fiat, sort, onSort }: PricesTableProps) {
  const { t } = useTranslation('markets');
  const locale = useLocaleStore((state) => state.locale);
  const configuration = useBrandConfiguration();
  const sortOf = (key: MarketSortKey) => ({
    sorted: sort.key === key ? sort.direction : undefined,
    onSort: () => onSort(key),
  });
  const missing = <span className="muted">{t('unavailable')}</span>;
  const columns: DataTableColumn<MarketRow>[] = [
    {
      id: 'coin',
      header: t('prices.columns.coin'),
      sort: sortOf('name'),
      cell: (row) => (
        <Link
          className="market-coin"
          to={`/prices/${row.coin.id}${fiat === configuration.default_currency ? '' : `?currency=${fiat}`}`}
        >
          <CoinIcon coin={row.coin} />
          <span className="market-coin__name">{row.coin.name}</span>
          <span className="market-coin__iso">{row.coin.iso}</span>
        </Link>
      ),
    },
    {
      id: 'price',
      header: t('prices.columns.price'),
      numeric: true,
      sort: sortOf('price'),
      cell: (row) => (row.details === undefined ? missing : formatPrice(row.details.price, fiat, locale)),
    },
    {
      id: 'change24h',
      header: t('prices.columns.change24h'),
      numeric: true,
      sort: sortOf('change24h'),
      cell: (row) => <ChangeText percent={row.details?.change_24h_percent ?? null} />,
    },
    {
      id: 'change7d',
      header: t('prices.columns.change7d'),
      numeric: true,
      sort: sortOf('change7d'),
      cell: (row) => <ChangeText percent={row.details?.change_7d_percent ?? null} />,
    },
    {
      id: 'chart',
      header: t('prices.columns.chart'),
      cell: (row) => <RowSparkline row={row} fiat={fiat} />,
    },
    {
      id: 'volume',
      header: t('prices.columns.volume'),
      numeric: true,
      sort: sortOf('volume'),
      cell: (row) => (row.details?.volume_24h ? formatLargeAmount(row.details.volume_24h, fiat, locale) : missing),
    },
    {
      id: 'marketCap',
      header: t('prices.columns.marketCap'),
      numeric: true,
      sort: sortOf('marketCap'),
      cell: (row) => (row.details?.market_cap ? formatLargeAmount(row.details.market_cap, fiat, locale) : missing),
    },
    {
      id: 'actions',
      header: t('prices.columns.actions'),
      unlabelled: true,
      cell: (row) =>
        row.coin.tradable ? (
          <a
            className="button button--primary button--small"
            href={buyHref(configuration, row.coin.iso, fiat)}
            aria-label={t('prices.buyCoin', { name: row.coin.name })}
          >
            {t('prices.buy')}
          </a>
        ) : null,
    },
  ];
  return <DataTable caption={t('prices.caption')} columns={columns} rows={rows} rowKey={(row) => row.coin.id} />;
}

function RowSparkline({ row, fiat }: { row: MarketRow; fiat: FiatCurrency }) {
  const { t } = useTranslation('markets');
  const locale = useLocaleStore((state) => state.locale);
  const first = row.sparkline[0];
  const last = row.sparkline[row.sparkline.length - 1];
  if (first === undefined || last === undefined || row.sparkline.length < 2) return null;
  const label = t('prices.sparkline', {
    name: row.coin.name,
    from: formatPrice(first, fiat, locale),
    to: formatPrice(last, fiat, locale),
  });
  return <Sparkline prices={row.sparkline} label={label} tone={changeTone(row.details?.change_7d_percent ?? null)} />;
}
