import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { brandDetails } from '../../../testing/brand-details.js';
import { failure, success } from '../../../testing/fake-api.js';
import { fakePayout, fakeSettlement, installMerchantFake, merchantPermissions } from '../testing/merchant-fake.js';
import { renderMerchantScreen } from '../testing/render-merchant-screen.js';
import { expectDesignSystemTable } from '../../../testing/design-system-table.js';

afterEach(cleanup);

const bankForm = () => within(screen.getByRole('region', { name: 'Settlement bank details' }));

/** A section by its h2 (a text query: role queries with names are slow on this large screen). */
async function sectionTitled(title: string) {
  const heading = await screen.findByText(title, { selector: 'h2' });
  return within(heading.closest('section')!);
}

function fillBankDetails(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(bankForm().getByLabelText(label), { target: { value } });
  }
}

const validDetails = {
  'Company name': 'Ada Shop Ltd',
  'Company registered address': '1 Analytical Street, London',
  'Bank name': 'Demo Bank',
  'Bank address': '2 Bank Street, Berlin',
  IBAN: 'de89 3704 0044 0532 0130 00',
  'BIC (SWIFT code)': 'cobadeffxxx',
};

describe('merchantSettlements', () => {
  it('shows each tab’s settlements from its route, with gross, fee, net, status and references', async () => {
    const api = installMerchantFake({
      settlements: {
        widget: [fakeSettlement('w1'), ...Array.from({ length: 25 }, (_, index) => fakeSettlement(`w${index + 2}`))],
        wire: [
          fakeSettlement('p1', {
            id: 'mpo_p1',
            tab: 'wire',
            status: 'paid',
            currency: 'BTC',
            gross: '0.01000000',
            fee: '0.00000000',
            net: '612.40',
            net_currency: 'EUR',
            payout_reference: 'PO-7K3Q',
            bank_reference: 'BANK-123',
            order_id: null,
          }),
        ],
      },
    });
    const { router } = renderMerchantScreen('/merchantSettlements', { details: brandDetails() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settlements' })).toBeTruthy();
    const tabs = within(screen.getByRole('navigation', { name: 'Settlement types' }));
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual(['Widget', 'Credit cards', 'Wire']);
    expect(tabs.getByRole('link', { name: 'Widget' }).getAttribute('aria-current')).toBe('page');
    const widget = within(await screen.findByRole('region', { name: 'Widget' }));
    expectDesignSystemTable(widget.getByRole('table', { name: 'Widget' }));
    const first = widget.getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1),
    ).toEqual(['order-w1', '0.00100000 BTC', '0.00001000 BTC', '0.00099000 BTC', 'Approved', 'pset_w1']);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('order-w26');

    fireEvent.click(tabs.getByRole('link', { name: 'Wire' }));
    const wire = within(await screen.findByRole('region', { name: 'Wire' }));
    expect(router.state.location.pathname).toBe('/merchantSettlements/wire');
    expect(
      within(wire.getAllByRole('row')[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1),
    ).toEqual(['–', '0.01000000 BTC', '0.00000000 BTC', '€612.40', 'Approved', 'PO-7K3QBank reference: BANK-123']);
    expect(api.queries('GET /transactions/getMerchantSettlments')).toEqual([
      { tab: 'widget', limit: '25' },
      { tab: 'widget', limit: '25', cursor: 'mset_w25' },
      { tab: 'wire', limit: '25' },
    ]);
  });

  it('opens the tab of its route and says when a tab is empty', async () => {
    installMerchantFake();
    renderMerchantScreen('/merchantSettlements/creditcards', { details: brandDetails() });
    expect(await screen.findByText('There are no settlements here yet.')).toBeTruthy();
    const tabs = within(screen.getByRole('navigation', { name: 'Settlement types' }));
    expect(tabs.getByRole('link', { name: 'Credit cards' }).getAttribute('aria-current')).toBe('page');
  });

  it('checks IBAN and BIC with core/banking before saving the bank details, and sends them electronic', async () => {
    const api = installMerchantFake();
    api.on('PATCH /users/updateSettlementInfo', ({ body }) =>
      success({
        ...(body as object),
        bank_iban_print: 'DE89 3704 0044 0532 0130 00',
        updated_at: '2026-11-21T09:00:00.000Z',
      }),
    );
    renderMerchantScreen('/merchantSettlements', { details: brandDetails() });
    await screen.findByRole('region', { name: 'Settlement bank details' });
    fireEvent.click(bankForm().getByRole('button', { name: 'Save bank details' }));
    expect(bankForm().getAllByText('Please fill in this field.')).toHaveLength(4);
    expect(bankForm().getByText('Please enter the IBAN.')).toBeTruthy();
    expect(bankForm().getByText('Please enter the BIC (SWIFT code).')).toBeTruthy();

    fillBankDetails({ ...validDetails, IBAN: 'DE89 3704 0044 0532 0130 01', 'BIC (SWIFT code)': 'COBADEF' });
    fireEvent.click(bankForm().getByRole('button', { name: 'Save bank details' }));
    expect(bankForm().getByText('The IBAN check digits do not match: please check it for typos.')).toBeTruthy();
    expect(bankForm().getByText('A BIC has 8 or 11 characters.')).toBeTruthy();
    expect(bankForm().getByLabelText('IBAN').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PATCH /users/updateSettlementInfo')).toHaveLength(0);

    fillBankDetails(validDetails);
    fireEvent.click(bankForm().getByRole('button', { name: 'Save bank details' }));
    expect(await bankForm().findByText('Your settlement bank details were saved.')).toBeTruthy();
    expect(api.callsTo('PATCH /users/updateSettlementInfo')[0]?.body).toEqual({
      bank_company_name: 'Ada Shop Ltd',
      bank_company_registered_address: '1 Analytical Street, London',
      bank_name: 'Demo Bank',
      bank_address: '2 Bank Street, Berlin',
      bank_iban: 'DE89370400440532013000',
      bank_swift: 'COBADEFFXXX',
    });
    expect((bankForm().getByLabelText('IBAN') as HTMLInputElement).value).toBe('DE89370400440532013000');
  });

  it('prefills the saved details and shows the server’s field errors from the envelope under their fields', async () => {
    const api = installMerchantFake({
      settlementInfo: {
        bank_company_name: 'Ada Shop Ltd',
        bank_company_registered_address: '1 Analytical Street, London',
        bank_name: 'Demo Bank',
        bank_address: '2 Bank Street, Berlin',
        bank_iban: 'DE89370400440532013000',
        bank_swift: 'COBADEFFXXX',
        updated_at: '2026-11-01T08:00:00.000Z',
      },
    });
    api.on('PATCH /users/updateSettlementInfo', () =>
      failure(400, 'validation_failed', { bank_name: 'The bank name has at most 200 characters.' }),
    );
    renderMerchantScreen('/merchantSettlements', { details: brandDetails() });
    const name = (await screen.findByLabelText('Bank name')) as HTMLInputElement;
    expect(name.value).toBe('Demo Bank');
    fireEvent.click(bankForm().getByRole('button', { name: 'Save bank details' }));
    expect(await bankForm().findByText('The bank name has at most 200 characters.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(bankForm().queryByRole('alert')).toBeNull();
  });

  it('lists the payouts under the wire tab with amounts, status and references', async () => {
    const api = installMerchantFake({
      payouts: [
        fakePayout('a1', {
          status: 'paid',
          currency: 'BTC',
          amount: '0.01',
          payout_currency: 'EUR',
          payout_amount: '612.4',
          bank_reference: 'BANK-9',
        }),
        fakePayout('a2', { status: 'failed', failure_reason: 'The IBAN is closed.' }),
        fakePayout('a3', { status: 'requested' }),
      ],
    });
    renderMerchantScreen('/merchantSettlements/wire', { details: brandDetails() });
    await sectionTitled('Request payout');
    const payouts = within(await screen.findByRole('region', { name: 'Payouts' }));
    expectDesignSystemTable(await payouts.findByRole('table', { name: 'Payouts' }));
    expect(
      payouts
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent)
            .slice(1),
        ),
    ).toEqual([
      ['0.01000000 BTC', '€612.40', 'Approved', 'PO-A1Bank reference: BANK-9'],
      ['€100.00', '€100.00', 'FailedReason: The IBAN is closed.', 'PO-A2'],
      // Issue 15: "Paid out €100.00" stood beside "Requested"; a waiting payout is Pending, its amount the payout amount.
      ['€100.00', '€100.00', 'Pending', 'PO-A3'],
    ]);
    expect(payouts.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Date',
      'Amount',
      'Payout amount',
      'Status',
      'Reference',
    ]);
    expect(payouts.queryByText('Paid out')).toBeNull();
    expect(api.queries('GET /users/merchant/payouts')).toEqual([{ limit: '25' }]);
  });

  it('has no payout form on the other tabs', async () => {
    installMerchantFake();
    renderMerchantScreen('/merchantSettlements/widget', { details: brandDetails() });
    await screen.findByText('There are no settlements here yet.');
    expect(screen.queryByRole('heading', { name: 'Request payout' })).toBeNull();
  });

  it('requests a payout after the re-authentication the server asks for, with one idempotency key', async () => {
    const api = installMerchantFake();
    let steppedUp = false;
    api.on('POST /users/reauthenticate', () => {
      steppedUp = true;
      return success({ step_up_until: '2026-11-21T09:10:00.000Z' });
    });
    api.on('POST /users/merchant/payouts', ({ body }) => {
      if (!steppedUp) {
        return failure(403, 'step_up_required', { step_up: 'Please confirm with your password or a current code.' });
      }
      const payout = fakePayout('n1', { currency: 'BTC', amount: '0.01000000', payout_currency: 'GBP' });
      api.state.payouts.unshift(payout);
      return success({ ...payout, echoed: body });
    });
    renderMerchantScreen('/merchantSettlements/wire', { details: brandDetails() });
    const form = await sectionTitled('Request payout');
    expect(form.queryByLabelText('Paid out in')).toBeNull();
    fireEvent.change(form.getByLabelText('From balance'), { target: { value: 'BTC' } });
    fireEvent.change(form.getByLabelText('Amount'), { target: { value: '0.000000001' } });
    fireEvent.click(form.getByRole('button', { name: 'Request payout' }));
    expect(form.getByText('The amount can have at most 8 decimals.')).toBeTruthy();
    fireEvent.change(form.getByLabelText('Amount'), { target: { value: '0.01' } });
    fireEvent.change(form.getByLabelText('Paid out in'), { target: { value: 'GBP' } });
    fireEvent.click(form.getByRole('button', { name: 'Request payout' }));

    const dialog = within((await screen.findByText('Confirm it is you')).closest('[role="dialog"]') as HTMLElement);
    fireEvent.change(dialog.getByLabelText('Password'), { target: { value: 'correct horse' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await form.findByText('Payout PO-N1 was requested.')).toBeTruthy();
    const sent = api.callsTo('POST /users/merchant/payouts').map((call) => call.body as Record<string, unknown>);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual({
      currency: 'BTC',
      amount: '0.01',
      payout_currency: 'GBP',
      idempotency_key: expect.stringMatching(/.{16,}/),
    });
    expect(sent[1]).toEqual(sent[0]);
    const payouts = await sectionTitled('Payouts');
    expect(await payouts.findByText('PO-N1')).toBeTruthy();
  });

  it('shows the server’s message and keeps the idempotency key when the same payout is sent again', async () => {
    const api = installMerchantFake();
    api.on('POST /users/merchant/payouts', () =>
      failure(409, 'conflict', { bank_iban: 'Add your settlement bank details before asking for a payout.' }),
    );
    renderMerchantScreen('/merchantSettlements/wire', { details: brandDetails() });
    const form = await sectionTitled('Request payout');
    fireEvent.change(form.getByLabelText('Amount'), { target: { value: '25' } });
    fireEvent.click(form.getByRole('button', { name: 'Request payout' }));
    expect((await form.findByRole('alert')).textContent).toBe(
      'Add your settlement bank details before asking for a payout.',
    );
    const keys = () =>
      api
        .callsTo('POST /users/merchant/payouts')
        .map((call) => (call.body as { idempotency_key: string }).idempotency_key);
    fireEvent.click(form.getByRole('button', { name: 'Request payout' }));
    await waitFor(() => expect(keys()).toHaveLength(2));
    await form.findByRole('alert');
    fireEvent.change(form.getByLabelText('Amount'), { target: { value: '26' } });
    fireEvent.click(form.getByRole('button', { name: 'Request payout' }));
    await waitFor(() => expect(keys()).toHaveLength(3));
    const sent = keys();
    expect(sent[1]).toBe(sent[0]);
    expect(sent[2]).not.toBe(sent[0]);
    expect(api.callsTo('POST /users/merchant/payouts')[0]?.body).toEqual({
      currency: 'EUR',
      amount: '25',
      idempotency_key: sent[0],
    });
  });

  it('says "You do not have access to this page." without the fiat_withdrawals permission', async () => {
    installMerchantFake({}, { permissions: { ...merchantPermissions, fiat_withdrawals: '0' } });
    renderMerchantScreen('/merchantSettlements/wire', { details: brandDetails() });
    expect(await screen.findByText('You do not have access to this page.')).toBeTruthy();
  });
});
