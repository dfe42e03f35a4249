import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderScreen } from '../../../testing/render-screen.js';
import { brandDetails } from '../../../testing/brand-details.js';
import { installFakeApi, success } from '../../../testing/fake-api.js';
import { CoinPage } from './coin-page.js';
import { PricesPage } from './prices-page.js';

afterEach(cleanup);

const coin = (iso: string, price: string, cap: string | null, change24h: string | null = '1.50') => ({
  iso,
  name: iso,
  price,
  change_24h_percent: change24h,
  change_7d_percent: '-2.25',
  volume_24h: cap === null ? null : '1000.00',
  market_cap: cap,
  observed_at: '2026-11-27T12:00:00.000Z',
  source: 'test',
});

function installMarkets() {
  return installFakeApi({
    'POST /m/api/markets': ({ body }) =>
      success({
        currency: (body as { currency: string }).currency,
        markets: [],
        rates: { EUR_BTC: '60000.5' },
        history: {
          BTC: [
            { time: 1, price: '59000' },
            { time: 2, price: '60000.5' },
          ],
        },
        details: {
          BTC: coin('BTC', '60000.5', '1200000000000.00'),
          ETH: coin('ETH', '3000', '360000000000.00'),
          ADA: coin('ADA', '0.45', null, null),
        },
        summary: {},
      }),
  });
}

const renderMarkets = (url: string) =>
  renderScreen(url, { '/prices': PricesPage, '/prices/:id': CoinPage }, { details: brandDetails() });

describe('prices page', () => {
  it('lists every market coin with its figures, largest market capitalisation first, and the risk line', async () => {
    installMarkets();
    renderMarkets('/prices');
    const table = await screen.findByRole('table', { name: 'Coin prices' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(31);
    const btc = within(rows[0]!);
    expect(btc.getByText('Bitcoin')).toBeTruthy();
    expect(btc.getByText('€60,000.50')).toBeTruthy();
    expect(btc.getByText('+1.50 %')).toBeTruthy();
    expect(btc.getByText('−2.25 %')).toBeTruthy();
    expect(btc.getByRole('img', { name: 'Bitcoin over 7 days: from €59,000.00 to €60,000.50' })).toBeTruthy();
    expect(btc.getByRole('link', { name: 'Buy Bitcoin' }).getAttribute('href')).toBe('/buy?crypto=BTC&currency=EUR');
    // The demo brand buys on the members buy page (enable_flow off). A coin without a price has no Buy and shows n/a; Cardano is not one of the platform's wallets.
    const ada = within(rows.find((row) => within(row).queryByText('Cardano') !== null)!);
    expect(ada.queryByRole('link', { name: /Buy/ })).toBeNull();
    expect(ada.getAllByText('n/a').length).toBeGreaterThan(0);
    expect(screen.getByRole('note').textContent).toContain('Past prices do not indicate future results.');
  });

  it('sorts by a column heading and searches by name or ticker', async () => {
    installMarkets();
    renderMarkets('/prices');
    const table = await screen.findByRole('table', { name: 'Coin prices' });
    fireEvent.click(within(table).getByRole('button', { name: 'Price' }));
    expect(within(table).getByRole('columnheader', { name: 'Price' }).getAttribute('aria-sort')).toBe('descending');
    const names = () => [...table.querySelectorAll('.market-coin__name')].map((name) => name.textContent);
    expect(names().slice(0, 3)).toEqual(['Bitcoin', 'Ethereum', 'Cardano']);
    fireEvent.click(within(table).getByRole('button', { name: 'Price' }));
    expect(names().slice(0, 3)).toEqual(['Cardano', 'Ethereum', 'Bitcoin']);
    fireEvent.change(screen.getByLabelText('Search coins'), { target: { value: 'ether' } });
    expect(names()).toEqual(['Ethereum', 'Tether']);
    fireEvent.change(screen.getByLabelText('Search coins'), { target: { value: 'XRP' } });
    expect(names()).toEqual(['XRP']);
    fireEvent.change(screen.getByLabelText('Search coins'), { target: { value: 'zzz' } });
    expect(screen.getByText('No coin matches “zzz”.')).toBeTruthy();
  });
});

describe('coin page', () => {
  it('converts exactly between the coin and the fiat at the price shown', async () => {
    installFakeApi({
      'POST /m/api/markets': () =>
        success({ currency: 'EUR', markets: [], details: { BTC: coin('BTC', '60000.5', null) } }),
      'GET /checkout/getChartRates': () => ({
        status: 200,
        body: { success: true, request_details: { pair: 'EUR_BTC', range: '24h', bucket_ms: 300000, points: [] } },
      }),
    });
    renderMarkets('/prices/btc');
    expect(await screen.findByRole('heading', { name: 'Bitcoin (BTC) price', level: 1 })).toBeTruthy();
    const coinField = await screen.findByLabelText('Amount in BTC');
    fireEvent.change(coinField, { target: { value: '0.5' } });
    expect((screen.getByLabelText('Amount in EUR') as HTMLInputElement).value).toBe('30000.25');
    fireEvent.change(screen.getByLabelText('Amount in EUR'), { target: { value: '120001' } });
    expect((coinField as HTMLInputElement).value).toBe('2');
    fireEvent.change(coinField, { target: { value: '0.123456789' } });
    expect(screen.getByRole('alert').textContent).toBe('Enter a positive number with at most 8 decimals.');
    expect(await screen.findByText('No price history for this range yet.')).toBeTruthy();
  });

  it('shows the 404 page for an id that is no market coin', () => {
    installMarkets();
    renderMarkets('/prices/nocoin');
    expect(screen.getByText('404')).toBeTruthy();
  });
});
