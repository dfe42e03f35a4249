import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { brandDetails } from '../../../testing/brand-details.js';
import { failure, success } from '../../../testing/fake-api.js';
import { renderWithdrawalScreen } from '../testing/render-withdrawal-screen.js';
import { fakeWithdrawal, installWithdrawalsFake } from '../testing/withdrawals-fake.js';

afterEach(cleanup);

const main = () => within(screen.getByRole('main'));

function queued() {
  return {
    withdrawal: fakeWithdrawal('wdr_big', { status: 'approval_pending', approvals_required: 2, eur_value: '25000.00' }),
    user: { user_id: 'usr_1', email: 'big@example.com', name: 'Big Spender', review: true },
  };
}

describe('operator withdrawal approvals', () => {
  it('is for operators only', async () => {
    installWithdrawalsFake({}, { role: 'user' });
    renderWithdrawalScreen('/operator/withdrawals', { details: brandDetails() });
    expect((await main().findByRole('alert')).textContent).toBe('This page is for operators only.');
  });

  it('lists the queue, approves (a second operator still needed), and shows the maker-checker refusal', async () => {
    const fake = installWithdrawalsFake({}, { role: 'operator' });
    fake.on('GET /operator/withdrawals', () => success({ withdrawals: [queued()], next_cursor: null }));
    let approvals = 0;
    fake.on('POST /operator/withdrawals/{id}/approve', () => {
      approvals += 1;
      if (approvals > 1) {
        return failure(403, 'forbidden', {
          id: 'You approved this withdrawal already: a second operator must approve it.',
        });
      }
      return success({ withdrawal: fakeWithdrawal('wdr_big', { status: 'approval_pending', approvals_required: 2 }) });
    });
    renderWithdrawalScreen('/operator/withdrawals', { details: brandDetails() });
    expect(await main().findByText('Big Spender (big@example.com)', { exact: false })).toBeTruthy();
    expect(main().getByText('Under review')).toBeTruthy();
    expect(main().getByText('0 of 2')).toBeTruthy();
    fireEvent.click(main().getByRole('button', { name: 'Approve' }));
    expect(await main().findByText('Approved. A second operator must approve it too.')).toBeTruthy();
    fireEvent.click(main().getByRole('button', { name: 'Approve' }));
    expect(
      await main().findByText('You approved this withdrawal already: a second operator must approve it.'),
    ).toBeTruthy();
  });

  it('rejects with a reason the user is emailed', async () => {
    const fake = installWithdrawalsFake({}, { role: 'operator' });
    fake.on('GET /operator/withdrawals', () => success({ withdrawals: [queued()], next_cursor: null }));
    fake.on('POST /operator/withdrawals/{id}/reject', () =>
      success({ withdrawal: fakeWithdrawal('wdr_big', { status: 'rejected', reason: 'Source of funds unclear' }) }),
    );
    renderWithdrawalScreen('/operator/withdrawals', { details: brandDetails() });
    fireEvent.click(await main().findByRole('button', { name: 'Reject…' }));
    fireEvent.click(main().getByRole('button', { name: 'Reject and return the funds' }));
    expect(await main().findByText('Please give a reason of 3 to 500 characters.')).toBeTruthy();
    fireEvent.change(main().getByRole('textbox', { name: 'Reason (the user is emailed it)' }), {
      target: { value: 'Source of funds unclear' },
    });
    fireEvent.click(main().getByRole('button', { name: 'Reject and return the funds' }));
    expect(await main().findByText(/Rejected: the funds are back/)).toBeTruthy();
    expect(fake.callsTo('POST /operator/withdrawals/wdr_big/reject').map((call) => call.body)).toEqual([
      { reason: 'Source of funds unclear' },
    ]);
  });
});
