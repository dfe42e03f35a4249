import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { brandDetails } from '../../../testing/brand-details.js';
import { failure } from '../../../testing/fake-api.js';
import { fakePayment, installMerchantFake, merchantPermissions } from '../testing/merchant-fake.js';
import { renderMerchantScreen } from '../testing/render-merchant-screen.js';
import { expectDesignSystemTable } from '../../../testing/design-system-table.js';

/** Files handed to the browser's download manager: the Blob and the file name. */
const downloads: { file: Blob; fileName: string }[] = [];
let lastBlob: Blob | null = null;

function catchDownload(event: MouseEvent) {
  const link = event.target;
  if (link instanceof HTMLAnchorElement && link.download && lastBlob !== null) {
    event.preventDefault();
    downloads.push({ file: lastBlob, fileName: link.download });
  }
}

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    lastBlob = blob as Blob;
    return 'blob:http://app.test/csv';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  document.addEventListener('click', catchDownload);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.removeEventListener('click', catchDownload);
  downloads.length = 0;
  lastBlob = null;
});

const rowTexts = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('merchantTransactions', () => {
  it('lists the payments with amounts, coin amounts and human status texts, and loads more by cursor', async () => {
    const payments = Array.from({ length: 52 }, (_, index) =>
      fakePayment(`pay_${String(index).padStart(3, '0')}`, { created_at: '2026-11-20T10:00:00.000Z' }),
    );
    payments[0] = fakePayment('pay_late', {
      status: 'expired',
      exception_status: 'paid_late',
      order_id: 'A-7',
      product: 'Blue hat',
      amount: '1234.50',
      currency: 'EUR',
      currency_1_iso: 'ETH',
      currency_1_amount: '0.512345678912345678',
    });
    payments[1] = fakePayment('pay_wait', {
      status: 'awaiting_currency',
      currency_1_iso: null,
      currency_1_amount: null,
      order_id: null,
      product: null,
    });
    const api = installMerchantFake({ payments });
    renderMerchantScreen('/merchantTransactions', { details: brandDetails() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant Transactions' })).toBeTruthy();
    expectDesignSystemTable(await screen.findByRole('table', { name: 'Merchant Transactions' }));
    const [late, waiting] = rowTexts();
    expect(late?.slice(1, 6)).toEqual(['A-7', 'Blue hat', '€1,234.50', '0.51234567 ETH', 'Expired · Paid late']);
    expect(waiting?.slice(1, 6)).toEqual(['–', '–', '€49.90', '–', 'Pending · Awaiting coin choice']);
    expect(screen.getByText('Payments shown: 50')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Payments shown: 52')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.queries('GET /users/merchant/payments')).toEqual([{ limit: '50' }, { limit: '50', cursor: 'pay_049' }]);
  });

  it('filters by status on the server and by coin, dates and order id on the loaded rows, kept in the URL', async () => {
    const api = installMerchantFake({
      payments: [
        fakePayment('pay_1', { order_id: 'SHOP-100', currency_1_iso: 'BTC', created_at: '2026-11-02T10:00:00.000Z' }),
        fakePayment('pay_2', { order_id: 'SHOP-200', currency_1_iso: 'ETH', created_at: '2026-11-10T10:00:00.000Z' }),
        fakePayment('pay_3', { order_id: 'SHOP-201', currency_1_iso: 'ETH', created_at: '2026-11-25T10:00:00.000Z' }),
        fakePayment('pay_4', { status: 'expired', order_id: 'SHOP-300' }),
      ],
    });
    const { router } = renderMerchantScreen('/merchantTransactions', { details: brandDetails() });
    await screen.findByRole('table');
    expect(rowTexts()).toHaveLength(4);
    const filters = screen.getByRole('form', { name: 'Filter payments' });
    fireEvent.change(within(filters).getByLabelText('Coin'), { target: { value: 'ETH' } });
    fireEvent.change(within(filters).getByLabelText('Order ID contains'), { target: { value: 'shop-2' } });
    fireEvent.change(within(filters).getByLabelText('To'), { target: { value: '2026-11-20' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Payments shown: 1')).toBeTruthy();
    expect(rowTexts()[0]?.[1]).toBe('SHOP-200');
    expect(router.state.location.search).toBe('?coin=ETH&to=2026-11-20&order=shop-2');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'expired' } });
    fireEvent.change(screen.getByLabelText('Coin'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Order ID contains'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await screen.findByText('SHOP-300');
    expect(rowTexts()).toHaveLength(1);
    expect(api.queries('GET /users/merchant/payments').at(-1)).toEqual({ status: 'expired', limit: '50' });

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('The start date must not be after the end date.')).toBeTruthy();
  });

  it('exports the filtered rows as CSV, quoted and safe from spreadsheet formulas', async () => {
    installMerchantFake({
      payments: [
        fakePayment('pay_1', { order_id: '=HYPERLINK("http://evil.example","x")', product: 'Hat, blue' }),
        fakePayment('pay_2', { order_id: 'B-2', product: '@SUM(A1)', currency_1_iso: 'ETH' }),
      ],
    });
    renderMerchantScreen('/merchantTransactions?coin=BTC', { details: brandDetails() });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.fileName).toMatch(/^merchant-transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = new TextDecoder().decode((await downloads[0]!.file.arrayBuffer()).slice(3));
    expect(text).toBe(
      'Date,Payment ID,Order ID,Product,Amount,Currency,Coin amount,Coin,Status\r\n' +
        `2026-11-20T10:00:00.000Z,pay_1,"'=HYPERLINK(""http://evil.example"",""x"")","Hat, blue",49.90,EUR,0.00081234,BTC,Approved\r\n`,
    );
  });

  it('accepts a late payment after a confirmation', async () => {
    const api = installMerchantFake({
      payments: [fakePayment('pay_late', { status: 'expired', exception_status: 'paid_late', order_id: 'A-7' })],
    });
    renderMerchantScreen('/merchantTransactions', { details: brandDetails() });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept late payment (A-7)' }));
    const confirm = screen.getByRole('button', { name: 'Confirm: accept A-7' });
    expect(document.activeElement).toBe(confirm);
    expect(api.callsTo('POST /users/merchant/payments/pay_late/acceptLate')).toHaveLength(0);
    fireEvent.click(confirm);
    expect(await screen.findByText('Accepted: it settles once confirmed.')).toBeTruthy();
    expect(api.callsTo('POST /users/merchant/payments/pay_late/acceptLate')).toHaveLength(1);
  });

  it('shows the balances and payment sums per currency at the top, crypto at 8 decimals and fiat at 2', async () => {
    installMerchantFake({
      summary: {
        balances: [
          { currency: 'BTC', available: '0.12345678', held: '0.01', awaiting_settlement: '0.00100000' },
          { currency: 'EUR', available: '1234.5', held: '100.00', awaiting_settlement: '0.00' },
        ],
        sums: [
          {
            currency: 'EUR',
            pending: '49.90',
            processing: '20.00',
            completed: '118.00',
            payments: { pending: 2, processing: 1, completed: 1 },
          },
        ],
      },
    });
    renderMerchantScreen('/merchantTransactions', { details: brandDetails() });
    const panel = within(await screen.findByRole('region', { name: 'Overview' }));
    expect(panel.getByRole('heading', { level: 2, name: 'Overview' })).toBeTruthy();
    expect(await panel.findByRole('heading', { level: 3, name: 'Balances' })).toBeTruthy();
    expect(panel.getByRole('heading', { level: 3, name: 'Payment totals' })).toBeTruthy();
    const cells = (name: string) =>
      within(panel.getByRole('region', { name }))
        .getAllByRole('row')
        .map((row) => [...row.children].map((cell) => cell.textContent));
    expectDesignSystemTable(panel.getByRole('table', { name: 'Balances' }));
    expectDesignSystemTable(panel.getByRole('table', { name: 'Payment totals' }));
    expect(cells('Balances')).toEqual([
      ['Currency', 'Available', 'Held for payouts', 'Awaiting settlement'],
      ['BTC', '0.12345678 BTC', '0.01000000 BTC', '0.00100000 BTC'],
      ['EUR', '€1,234.50', '€100.00', '€0.00'],
    ]);
    // One vocabulary (issue 15): the totals are named like the rows they add up, each with its count.
    expect(cells('Payment totals')).toEqual([
      ['Currency', 'Pending', 'Processing', 'Approved'],
      ['EUR', '€49.90Payments: 2', '€20.00Payments: 1', '€118.00Payments: 1'],
    ]);
  });

  it('says when there are no balances or sums yet', async () => {
    installMerchantFake();
    renderMerchantScreen('/merchantTransactions', { details: brandDetails() });
    expect(await screen.findByText('No balances yet.')).toBeTruthy();
    expect(screen.getByText('No payments counted yet.')).toBeTruthy();
  });

  it('refunds a refundable payment to the customer’s address, with the server’s field errors under it', async () => {
    const api = installMerchantFake({
      payments: [
        fakePayment('pay_late', { status: 'expired', exception_status: 'paid_late', order_id: 'A-7' }),
        fakePayment('pay_ok', { order_id: 'B-1' }),
      ],
    });
    const refundHandler = api.handlers.get('POST /users/merchant/payments/{id}/refund')!;
    let attempts = 0;
    api.on('POST /users/merchant/payments/{id}/refund', (request) =>
      ++attempts === 1
        ? failure(400, 'validation_failed', { address: 'This BTC address has a typo: its checksum does not match.' })
        : refundHandler(request),
    );
    renderMerchantScreen('/merchantTransactions', { details: brandDetails() });
    expect(await screen.findByRole('button', { name: 'Refund (A-7)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund (B-1)' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Refund (A-7)' }));
    const form = within(screen.getByRole('form', { name: 'Refund (A-7)' }));
    const address = form.getByLabelText("Customer's BTC address");
    expect(document.activeElement).toBe(address);
    fireEvent.click(form.getByRole('button', { name: 'Send refund' }));
    expect(form.getByText("Please enter the customer's address.")).toBeTruthy();
    expect(api.callsTo('POST /users/merchant/payments/pay_late/refund')).toHaveLength(0);

    fireEvent.change(address, { target: { value: ' bcrt1qtypo ' } });
    fireEvent.click(form.getByRole('button', { name: 'Send refund' }));
    expect(await form.findByText('This BTC address has a typo: its checksum does not match.')).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(form.queryByRole('alert')).toBeNull();

    fireEvent.change(address, { target: { value: 'bcrt1qcustomer' } });
    fireEvent.click(form.getByRole('button', { name: 'Send refund' }));
    expect(await screen.findByText('Refund: Pending')).toBeTruthy();
    expect(api.callsTo('POST /users/merchant/payments/pay_late/refund').map((call) => call.body)).toEqual([
      { address: 'bcrt1qtypo' },
      { address: 'bcrt1qcustomer' },
    ]);
    expect(screen.queryByRole('button', { name: 'Refund (A-7)' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept late payment (A-7)' })).toBeNull();
  });

  it('offers a refund of a partial payment once the payment expired or went invalid, not while it is open', async () => {
    const api = installMerchantFake({
      payments: [
        fakePayment('pay_part', {
          status: 'expired',
          exception_status: 'paid_partial',
          order_id: 'E-5',
          amount_paid: '0.00040000',
          amount_due: '0.00041234',
        }),
        fakePayment('pay_invalid', { status: 'invalid', exception_status: 'paid_partial', order_id: 'E-6' }),
        fakePayment('pay_open', { status: 'new', exception_status: 'paid_partial', order_id: 'E-7' }),
      ],
    });
    renderMerchantScreen('/merchantTransactions', { details: brandDetails() });
    expect(await screen.findByRole('button', { name: 'Refund (E-5)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refund (E-6)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund (E-7)' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept late payment (E-5)' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Refund (E-5)' }));
    const form = within(screen.getByRole('form', { name: 'Refund (E-5)' }));
    fireEvent.change(form.getByLabelText("Customer's BTC address"), { target: { value: 'bcrt1qcustomer' } });
    fireEvent.click(form.getByRole('button', { name: 'Send refund' }));
    expect(await screen.findByText('Refund: Pending')).toBeTruthy();
    expect(api.callsTo('POST /users/merchant/payments/pay_part/refund').map((call) => call.body)).toEqual([
      { address: 'bcrt1qcustomer' },
    ]);
    expect(screen.queryByRole('button', { name: 'Refund (E-5)' })).toBeNull();
  });

  it('shows a refund’s status and transaction id, and offers a new refund after a failed one', async () => {
    installMerchantFake({
      payments: [
        fakePayment('pay_over', {
          exception_status: 'paid_over',
          status: 'processing',
          order_id: 'C-3',
          refund: {
            refund_id: 'mrf_1',
            reason: 'paid_over',
            status: 'broadcast',
            amount: '0.00010000',
            address: 'bcrt1qcustomer',
            txid: 'f00dbabe',
            requested_at: '2026-11-21T09:00:00.000Z',
          },
        }),
        fakePayment('pay_failed', {
          status: 'expired',
          exception_status: 'paid_late',
          order_id: 'D-4',
          refund: {
            refund_id: 'mrf_2',
            reason: 'paid_late',
            status: 'failed',
            amount: '0.00081234',
            address: 'bcrt1qcustomer',
            txid: null,
            requested_at: '2026-11-21T09:00:00.000Z',
          },
        }),
      ],
    });
    renderMerchantScreen('/merchantTransactions', { details: brandDetails() });
    expect(await screen.findByText('Refund: Processing')).toBeTruthy();
    expect(screen.getByText('f00dbabe')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund (C-3)' })).toBeNull();
    expect(screen.getByText('Refund: Failed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refund (D-4)' })).toBeTruthy();
  });

  it('says "You do not have access to this page." without the fiat_withdrawals permission', async () => {
    installMerchantFake({}, { permissions: { ...merchantPermissions, fiat_withdrawals: '0' } });
    renderMerchantScreen('/merchantTransactions', { details: brandDetails() });
    expect(await screen.findByText('You do not have access to this page.')).toBeTruthy();
  });
});
