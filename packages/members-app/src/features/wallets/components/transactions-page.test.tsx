import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { brandDetails } from '../../../testing/brand-details.js';
import { renderWalletScreen } from '../testing/render-wallet-screen.js';
import { fakeTransaction, installWalletsFake } from '../testing/wallets-fake-server.js';
import { expectDesignSystemTable } from '../../../testing/design-system-table.js';

afterEach(cleanup);

const main = () => within(screen.getByRole('main'));

function rowOf(id: string): HTMLElement {
  const row = document.querySelector<HTMLElement>(`tr[data-transaction-id="${id}"]`);
  if (!row) throw new Error(`no row for ${id}`);
  return row;
}

describe('transactions page', () => {
  it('shows the columns of spec §3 and each status through core’s rule; unpaid initial orders are hidden', async () => {
    installWalletsFake({
      transactions: [
        fakeTransaction('txn_done', { order_id: 'ORD-1', payment_method: 'test_deposit' }),
        fakeTransaction('txn_withdrawal', { type: 'withdrawal', status: 'initial', direction: 'debit' }),
        fakeTransaction('txn_card', {
          type: 'buy',
          status: 'initial',
          payment_status: 'authorized',
          currency_iso: 'EUR',
          currency_2_iso: 'BTC',
          amount: '250.00',
          from_amount: '250.00',
          to_amount: '0.00400000',
          price: '62500.00',
          rate: '0.00001600',
          transaction_fee: '1.50',
          payment_method: 'Credit Card',
        }),
        fakeTransaction('txn_failed', { type: 'buy', status: 'initial', payment_status: 'failed' }),
        fakeTransaction('txn_unpaid', { type: 'buy', status: 'initial', payment_status: null }),
      ],
    });
    renderWalletScreen('/transactions', { details: brandDetails() });
    const table = await main().findByRole('table', { name: 'Transactions' });
    expectDesignSystemTable(table);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Date',
      'Type',
      'Order',
      'Amount',
      'Payment method',
      'Status',
      'From amount',
      'To amount',
      'Price',
      'Quantity',
      'Rate',
      'Transaction fee',
    ]);
    expect(within(rowOf('txn_done')).getByText('Approved')).toBeTruthy();
    expect(within(rowOf('txn_done')).getByText('ORD-1')).toBeTruthy();
    expect(within(rowOf('txn_done')).getByText('0.50000000 BTC')).toBeTruthy();
    // The server's payment method code in the interface language; display text as it came.
    expect(within(rowOf('txn_done')).getByText('Test deposit')).toBeTruthy();
    expect(within(rowOf('txn_withdrawal')).getByText('2-FA Pending')).toBeTruthy();
    const card = within(rowOf('txn_card'));
    expect(card.getByText('Pre-Authorized')).toBeTruthy();
    expect(card.getAllByText('€250.00')).toHaveLength(2);
    expect(card.getByText('0.00400000 BTC')).toBeTruthy();
    expect(card.getByText('€1.50')).toBeTruthy();
    expect(card.getByText('Credit Card')).toBeTruthy();
    expect(within(rowOf('txn_failed')).getByText('Failed')).toBeTruthy();
    expect(document.querySelector('tr[data-transaction-id="txn_unpaid"]')).toBeNull();
  });

  it('shows a chain deposit while it confirms: pending with n of N confirmations and its hash; then completed', async () => {
    const txid = '7f3a9c0e5b2d4a6f8e1c3b5d7a9f0e2c4b6d8a0f1e3c5b7d9a2f4e6c8b0d1a3f';
    installWalletsFake({
      transactions: [
        fakeTransaction('txn_confirming', {
          status: 'pending',
          currency_iso: 'LTC',
          amount: '1.25000000',
          payment_method: null,
          txid,
          confirmations: 2,
          required_confirmations: 6,
        }),
        fakeTransaction('txn_credited', { txid, confirmations: 6, required_confirmations: 6 }),
        fakeTransaction('txn_off_chain'),
      ],
    });
    renderWalletScreen('/transactions', { details: brandDetails() });
    await main().findByRole('table', { name: 'Transactions' });
    const confirming = within(rowOf('txn_confirming'));
    expect(confirming.getByText('Pending')).toBeTruthy();
    expect(confirming.getByText('Confirmations: 2 of 6')).toBeTruthy();
    expect(confirming.getByLabelText('Transaction ID').getAttribute('title')).toBe(txid);
    expect(confirming.getByLabelText('Transaction ID').textContent).toBe('7f3a9c0e5b…0d1a3f');
    const credited = within(rowOf('txn_credited'));
    expect(credited.getByText('Approved')).toBeTruthy();
    expect(credited.queryByText(/Confirmations/)).toBeNull();
    expect(credited.getByLabelText('Transaction ID')).toBeTruthy();
    expect(within(rowOf('txn_off_chain')).queryByLabelText('Transaction ID')).toBeNull();
  });

  it('filters by asset, type, status and date, keeps the filters in the URL, and resets', async () => {
    const fake = installWalletsFake({
      transactions: [fakeTransaction('txn_btc'), fakeTransaction('txn_eur', { currency_iso: 'EUR', amount: '10.00' })],
    });
    const { router } = renderWalletScreen('/transactions', { details: brandDetails() });
    await main().findByRole('table');
    const form = within(main().getByRole('form', { name: 'Filter transactions' }));
    fireEvent.change(form.getByRole('combobox', { name: 'Currency' }), { target: { value: 'EUR' } });
    fireEvent.change(form.getByRole('combobox', { name: 'Type' }), { target: { value: 'deposit' } });
    // The status filter speaks the rows' vocabulary: completed rows read Approved, so does their filter.
    const statusFilter = form.getByRole<HTMLSelectElement>('combobox', { name: 'Status' });
    expect([...statusFilter.options].map((option) => option.textContent)).toEqual([
      'All statuses',
      'Awaiting payment',
      'Pending',
      'Approved',
      'Canceled',
      'Failed',
    ]);
    fireEvent.change(statusFilter, { target: { value: 'completed' } });
    fireEvent.change(form.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(form.getByLabelText('To'), { target: { value: '2026-11-30' } });
    fireEvent.click(form.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      expect(rowOf('txn_eur')).toBeTruthy();
      expect(document.querySelector('tr[data-transaction-id="txn_btc"]')).toBeNull();
    });
    expect(router.state.location.search).toBe('?asset=EUR&type=deposit&status=completed&from=2026-11-01&to=2026-11-30');
    expect(fake.queries('GET /transactions/getTransactions').at(-1)).toEqual({
      asset: 'EUR',
      type: 'deposit',
      status: 'completed',
      from: '2026-11-01',
      to: '2026-11-30',
      limit: '25',
    });

    fireEvent.click(
      within(main().getByRole('form', { name: 'Filter transactions' })).getByRole('button', { name: 'Reset' }),
    );
    await waitFor(() => expect(rowOf('txn_btc')).toBeTruthy());
    expect(router.state.location.search).toBe('');
  });

  it('refuses a start date after the end date without asking the server', async () => {
    const fake = installWalletsFake({ transactions: [] });
    renderWalletScreen('/transactions', { details: brandDetails() });
    await main().findByText('No transactions found.');
    const form = within(main().getByRole('form', { name: 'Filter transactions' }));
    fireEvent.change(form.getByLabelText('From'), { target: { value: '2026-11-30' } });
    fireEvent.change(form.getByLabelText('To'), { target: { value: '2026-11-01' } });
    fireEvent.click(form.getByRole('button', { name: 'Apply' }));
    expect((await form.findByRole('alert')).textContent).toBe('The start date must not be after the end date.');
    expect(fake.callsTo('GET /transactions/getTransactions')).toHaveLength(1);
  });

  it('loads the next page with the cursor of the last one', async () => {
    const fake = installWalletsFake({
      transactions: Array.from({ length: 30 }, (_, index) => fakeTransaction(`txn_${index}`)),
    });
    renderWalletScreen('/transactions', { details: brandDetails() });
    const table = await main().findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    fireEvent.click(main().getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(31));
    expect(fake.queries('GET /transactions/getTransactions').map((query) => query['cursor'])).toEqual([
      undefined,
      '25',
    ]);
    expect(main().queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('reads the filters from the URL and speaks the user’s language', async () => {
    const fake = installWalletsFake({ transactions: [fakeTransaction('txn_1')] });
    renderWalletScreen('/transactions?asset=BTC&status=completed', { details: brandDetails(), locale: 'de' });
    expect(await main().findByRole('heading', { name: 'Transaktionen' })).toBeTruthy();
    await waitFor(() => expect(rowOf('txn_1')).toBeTruthy());
    expect(within(rowOf('txn_1')).getByText('Genehmigt')).toBeTruthy();
    expect(within(rowOf('txn_1')).getByText('0,50000000 BTC')).toBeTruthy();
    expect(within(rowOf('txn_1')).getByText('Testeinzahlung')).toBeTruthy();
    expect(fake.callsTo('GET /transactions/getTransactions')).toHaveLength(1);
    expect(fake.queries('GET /transactions/getTransactions')[0]).toEqual({
      asset: 'BTC',
      status: 'completed',
      limit: '25',
    });
  });
});
