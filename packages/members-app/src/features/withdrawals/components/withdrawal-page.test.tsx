import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { brandDetails } from '../../../testing/brand-details.js';
import { success } from '../../../testing/fake-api.js';
import { renderWithdrawalScreen } from '../testing/render-withdrawal-screen.js';
import { fakeEntry, installWithdrawalsFake } from '../testing/withdrawals-fake.js';

afterEach(cleanup);

const main = () => within(screen.getByRole('main'));
const txid = '7f3a9c0e5b2d4a6f8e1c3b5d7a9f0e2c4b6d8a0f1e3c5b7d9a2f4e6c8b0d1a3f';

describe('withdraw funds', () => {
  it('withdraws LTC to a usable address-book entry: costs stated, one request, the code, then the txid', async () => {
    const fake = installWithdrawalsFake({ entries: [fakeEntry('ben_1', { label: 'Cold storage' })], otp: true });
    fake.on('POST /verify/verifyOTP', ({ body }) => {
      const withdrawal = fake.state.withdrawals[0];
      if (withdrawal === undefined || (body as { code: string }).code !== '123456') throw new Error('unexpected code');
      Object.assign(withdrawal, { status: 'sent', txid, confirmations: 1, required_confirmations: 6 });
      return success({ verified: 'withdrawal', withdrawal_id: withdrawal.id, withdrawal_status: 'processing' });
    });
    renderWithdrawalScreen('/withdrawal', { details: brandDetails() });
    fireEvent.change(await main().findByRole('combobox', { name: 'Coin' }), { target: { value: 'LTC' } });
    fireEvent.change(main().getByRole('combobox', { name: 'Send to' }), { target: { value: 'ben_1' } });
    fireEvent.change(main().getByRole('textbox', { name: 'Amount' }), { target: { value: '0.5' } });
    await waitFor(() => expect(main().getByTestId('quote-receive').textContent).toContain('0.50000000'));
    expect(main().getByTestId('quote-fee').textContent).toContain('0.00100000');
    expect(main().getByTestId('quote-total').textContent).toContain('0.50100000');
    expect(main().getByTestId('quote-network-fee').textContent).toContain('0.00002000');
    fireEvent.click(main().getByRole('button', { name: 'Review withdrawal' }));
    expect((await main().findByTestId('review-destination')).textContent).toContain('Cold storage');
    const confirm = main().getByRole('button', { name: 'Confirm withdrawal' });
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(confirm);
    expect(await main().findByText('2-FA Pending')).toBeTruthy();
    const requests = fake.callsTo('POST /transactions/withdrawal');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toMatchObject({
      method: 'crypto',
      currency: 'LTC',
      amount: '0.5',
      beneficiary_id: 'ben_1',
      travel_rule: { destination_type: 'self_hosted', ownership_confirmed: false },
    });
    fireEvent.change(main().getByRole('textbox', { name: 'Code' }), { target: { value: '123 456' } });
    fireEvent.click(main().getByRole('button', { name: 'Confirm code' }));
    expect((await main().findByTestId('withdrawal-txid')).textContent).toBe(txid);
    expect(main().getByTestId('withdrawal-confirmations').textContent).toBe('1 of 6');
    expect(main().getByTestId('withdrawal-status').textContent).toBe('Processing');
    expect(main().getByRole('link', { name: 'See it in your transactions' }).getAttribute('href')).toBe(
      '/transactions?type=withdrawal',
    );
  }, 20_000);

  it('asks where the coins go and, above the travel-rule threshold, for the ownership confirmation', async () => {
    installWithdrawalsFake({ available: '50.00000000' });
    renderWithdrawalScreen('/withdrawal', { details: brandDetails() });
    fireEvent.change(await main().findByRole('combobox', { name: 'Send to' }), { target: { value: 'new' } });
    fireEvent.change(main().getByRole('textbox', { name: 'Amount' }), { target: { value: '20' } });
    expect(await main().findByRole('checkbox', { name: 'I confirm that I own and control this wallet.' })).toBeTruthy();
    fireEvent.click(main().getByRole('button', { name: 'Review withdrawal' }));
    expect(await main().findByText('Please enter the address.')).toBeTruthy();
    expect(main().getByText('Please confirm that this wallet is yours.')).toBeTruthy();
    fireEvent.click(main().getByRole('radio', { name: 'An account at another platform or exchange' }));
    fireEvent.click(main().getByRole('button', { name: 'Review withdrawal' }));
    expect(await main().findByText('Please name the platform you are sending to.')).toBeTruthy();
  });

  it('"Max" fills in the balance less the fee', async () => {
    installWithdrawalsFake({ available: '1.25000000', fee: '0.00100000' });
    renderWithdrawalScreen('/withdrawal', { details: brandDetails() });
    const max = await main().findByRole('button', { name: 'Max' });
    await waitFor(() => expect((max as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(max);
    expect((main().getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('1.249');
  });

  it('says the credential-change lock with the server’s reason, and a non-EEA user is refused fiat clearly', async () => {
    installWithdrawalsFake(
      {
        lockedUntil: '2099-01-01T00:00:00.000Z',
        lockReason: 'Your password was changed.',
        fiatRefusal: 'Withdrawals to a card or bank account are for EEA residents only (your country: GB).',
      },
      { permissions: { withdrawal: '1', send: '1' } },
    );
    renderWithdrawalScreen('/withdrawal?method=fiat', { details: brandDetails() });
    expect(await main().findByText('Withdrawals are locked.')).toBeTruthy();
    expect(main().getByText('Your password was changed.')).toBeTruthy();
    expect((await main().findByTestId('fiat-refusal')).textContent).toBe(
      'Withdrawals to a card or bank account are for EEA residents only (your country: GB).',
    );
  });

  it('offers no fiat to a user without the Withdraw Fiat permission', async () => {
    installWithdrawalsFake({}, { permissions: { withdrawal: '0', send: '1' } });
    renderWithdrawalScreen('/withdrawal?method=fiat', { details: brandDetails() });
    expect(await main().findByRole('combobox', { name: 'Coin' })).toBeTruthy();
    expect(main().queryByRole('radio', { name: 'Fiat (bank account or card)' })).toBeNull();
  });
});

describe('address book', () => {
  it('lists each entry’s state, adds an entry that waits for its email, and removes one', async () => {
    const fake = installWithdrawalsFake({
      entries: [
        fakeEntry('ben_1', { label: 'Waiting', status: 'pending_confirmation', usable_from: null }),
        fakeEntry('ben_2', { label: 'Soon', status: 'waiting', usable_from: '2099-01-01T00:00:00.000Z' }),
        fakeEntry('ben_3', { label: 'Ready' }),
      ],
    });
    renderWithdrawalScreen('/withdrawal#addressBook', { details: brandDetails() });
    const table = await main().findByRole('table', { name: 'Address book' });
    const row = (label: string) => within(within(table).getByText(label).closest('tr') as HTMLElement);
    expect(row('Waiting').getByText('Waiting for email confirmation')).toBeTruthy();
    expect(row('Soon').getByText('Usable from', { exact: false })).toBeTruthy();
    expect(row('Ready').getByText('Usable')).toBeTruthy();
    fireEvent.click(row('Ready').getByRole('button', { name: 'Remove Ready' }));
    expect(await main().findByText('Ready was removed from your address book.')).toBeTruthy();
    fireEvent.click(main().getByRole('button', { name: 'Add an address' }));
    const form = within(main().getByRole('form', { name: 'New address-book entry' }));
    fireEvent.change(form.getByRole('combobox', { name: 'Currency' }), { target: { value: 'LTC' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Label' }), { target: { value: 'Ledger' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Address' }), { target: { value: ' rltc1qnew ' } });
    fireEvent.click(form.getByRole('button', { name: 'Add' }));
    expect(await main().findByText(/Open the link we emailed you/)).toBeTruthy();
    expect(fake.callsTo('POST /users/addBeneficiary').map((call) => call.body)).toEqual([
      { kind: 'crypto', currency: 'LTC', address: 'rltc1qnew', label: 'Ledger' },
    ]);
    expect(fake.callsTo('DELETE /users/beneficiaries/ben_3')).toHaveLength(1);
  });

  it('the emailed link confirms the entry once and says from when it is usable', async () => {
    const fake = installWithdrawalsFake();
    const token = 'tok_abcdefghijklmnopqrstuvwxyz';
    fake.on('POST /users/confirmBeneficiary', () =>
      success({
        beneficiary: fakeEntry('ben_1', {
          label: 'Ledger',
          status: 'waiting',
          usable_from: '2099-01-01T00:00:00.000Z',
        }),
        message: 'Confirmed.',
      }),
    );
    renderWithdrawalScreen(`/withdrawal/confirm-address?token=${token}`, { details: brandDetails() });
    expect((await main().findByTestId('address-confirmed')).textContent).toContain('Ledger is confirmed.');
    expect(fake.callsTo('POST /users/confirmBeneficiary').map((call) => call.body)).toEqual([{ token }]);
  });
});
