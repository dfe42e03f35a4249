import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PayoutBatchSummaryWire, PayoutWire } from '@platform/core';
import { brandDetails } from '../../../testing/brand-details.js';
import { success } from '../../../testing/fake-api.js';
import { renderWithdrawalScreen } from '../testing/render-withdrawal-screen.js';
import { installWithdrawalsFake, type WithdrawalsFake } from '../testing/withdrawals-fake.js';

afterEach(cleanup);

const main = () => within(screen.getByRole('main'));
const dialog = () => within(screen.getByRole('dialog'));
/** Presses a button of the open dialog and waits for the dialog to close (the page is inert while it is open). */
async function pressInDialog(name: string) {
  fireEvent.click(dialog().getByRole('button', { name }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

function payout(id: string, fields: Partial<PayoutWire> = {}): PayoutWire {
  return {
    id,
    source: 'withdrawal',
    source_id: id.replace('po_', 'wdr_'),
    rail: 'sepa',
    status: 'pending',
    amount: '100.00',
    currency: 'EUR',
    user_id: 'usr_1',
    creditor_name: 'Erika Mustermann',
    creditor_iban: 'DE89370400440532013000',
    creditor_bic: null,
    card_id: null,
    remittance: 'Withdrawal',
    end_to_end_id: `PO${id.toUpperCase()}`,
    batch_id: null,
    psp_reference: null,
    reason: null,
    created_at: '2026-11-27T08:00:00.000Z',
    updated_at: '2026-11-27T08:00:00.000Z',
    ...fields,
  };
}

/**
 * The payouts calls over state, as the payouts module answers them: batching takes every pending
 * payout, sent moves them all, settled settles the ones still sent, a rejection one.
 */
function installPayoutsFake(fake: WithdrawalsFake) {
  const state = {
    payouts: [payout('po_1'), payout('po_2', { creditor_name: 'Jan de Vries', amount: '25.50' })],
    batches: [] as PayoutBatchSummaryWire[],
  };
  const counts = (batch: PayoutBatchSummaryWire) => {
    const of = state.payouts.filter((item) => item.batch_id === batch.id);
    return {
      ...batch,
      sent_count: of.filter((item) => item.status === 'sent').length,
      settled_count: of.filter((item) => item.status === 'settled').length,
      rejected_count: of.filter((item) => item.status === 'rejected').length,
    };
  };
  const details = (batch: PayoutBatchSummaryWire, ids: string[]) => {
    const { sent_count: _s, settled_count: _t, rejected_count: _r, ...plain } = counts(batch);
    return success({ batch: plain, payout_ids: ids, replayed: false });
  };
  const batchOf = (path: string) => state.batches.find((batch) => path.includes(`/${batch.id}/`))!;
  fake.on('GET /operator/payouts', ({ query }) => {
    const batchId = query.get('batch_id');
    const rows = state.payouts.filter((item) =>
      batchId === null ? item.status === query.get('status') : item.batch_id === batchId,
    );
    return success({ payouts: rows, next_cursor: null });
  });
  fake.on('GET /operator/payouts/batches', () => success({ batches: state.batches.map(counts), next_cursor: null }));
  fake.on('POST /operator/payouts/batches', ({ body }) => {
    const pending = state.payouts.filter((item) => item.status === 'pending');
    const batch: PayoutBatchSummaryWire = {
      id: 'pbt_1',
      message_id: 'PBT0000000000000001',
      format: (body as { format: 'pain.001.001.09' }).format,
      status: 'created',
      payout_count: pending.length,
      total: '125.50',
      currency: 'EUR',
      execution_date: '2026-11-27',
      debtor_name: 'Demo Exchange',
      debtor_iban: 'DE02120300000000202051',
      debtor_bic: 'BYLADEM1001',
      created_by: 'usr_op',
      created_at: '2026-11-27T09:00:00.000Z',
      sent_by: null,
      sent_at: null,
      sent_count: 0,
      settled_count: 0,
      rejected_count: 0,
    };
    state.batches.unshift(batch);
    for (const item of pending) Object.assign(item, { status: 'batched', batch_id: batch.id });
    return details(
      batch,
      pending.map((item) => item.id),
    );
  });
  fake.on('POST /operator/payouts/batches/{id}/sent', ({ path }) => {
    const batch = batchOf(path);
    Object.assign(batch, { status: 'sent', sent_by: 'usr_op', sent_at: '2026-11-27T10:00:00.000Z' });
    const of = state.payouts.filter((item) => item.batch_id === batch.id);
    for (const item of of) item.status = 'sent';
    return details(
      batch,
      of.map((item) => item.id),
    );
  });
  fake.on('POST /operator/payouts/batches/{id}/settled', ({ path }) => {
    const batch = batchOf(path);
    const of = state.payouts.filter((item) => item.batch_id === batch.id && item.status === 'sent');
    for (const item of of) item.status = 'settled';
    return details(
      batch,
      of.map((item) => item.id),
    );
  });
  fake.on('POST /operator/payouts/{id}/bankOutcome', ({ path, body }) => {
    const item = state.payouts.find((candidate) => path.includes(`/${candidate.id}/`))!;
    Object.assign(item, { status: 'rejected', reason: (body as { reason_code: string }).reason_code });
    return success({ payout: item, replayed: false });
  });
  return state;
}

describe('operator SEPA payouts', () => {
  it('is for operators only', async () => {
    installWithdrawalsFake({}, { role: 'user' });
    renderWithdrawalScreen('/operator/payouts', { details: brandDetails() });
    expect((await main().findByRole('alert')).textContent).toBe('This page is for operators only.');
  });

  it('batches the waiting payouts in the chosen format, offers the file, then marks the batch sent and settled, each confirmed', async () => {
    const fake = installWithdrawalsFake({}, { role: 'operator' });
    installPayoutsFake(fake);
    renderWithdrawalScreen('/operator/payouts', { details: brandDetails() });
    const waiting = await main().findByRole('table', { name: 'Waiting to be batched' });
    expect(within(waiting).getByText('Jan de Vries')).toBeTruthy();
    expect(within(waiting).getAllByText('DE89370400440532013000')).toHaveLength(2);
    expect(main().getByText('No batch yet.')).toBeTruthy();

    fireEvent.click(main().getByRole('button', { name: 'Create batch' }));
    // Cancelling changes nothing.
    await pressInDialog('Cancel');
    expect(fake.callsTo('POST /operator/payouts/batches')).toHaveLength(0);
    fireEvent.click(main().getByRole('button', { name: 'Create batch' }));
    fireEvent.change(dialog().getByRole('combobox', { name: 'File format' }), {
      target: { value: 'pain.001.001.03' },
    });
    await pressInDialog('Create batch');
    expect(await screen.findByText('Batch created. Payouts in it: 2.')).toBeTruthy();
    const created = fake.callsTo('POST /operator/payouts/batches');
    expect(created).toHaveLength(1);
    expect(created[0]?.body).toMatchObject({ format: 'pain.001.001.03', request_id: expect.stringMatching(/^batch_/) });
    expect(await main().findByText('No SEPA payout is waiting.')).toBeTruthy();

    const batches = await main().findByRole('table', { name: 'Batches' });
    expect(within(batches).getByText('File created')).toBeTruthy();
    expect(within(batches).getByText('pain.001.001.03')).toBeTruthy();
    expect(within(batches).getByRole('link', { name: 'Download file' }).getAttribute('href')).toBe(
      '/api/operator/payouts/batches/pbt_1/file',
    );

    fireEvent.click(within(batches).getByRole('button', { name: 'Mark sent' }));
    expect(dialog().getByText(/its payouts \(2\) become sent/)).toBeTruthy();
    await pressInDialog('Mark sent');
    expect(await screen.findByText('The batch is marked sent.')).toBeTruthy();
    expect(await within(batches).findByText('Sent to the bank')).toBeTruthy();

    fireEvent.click(within(batches).getByRole('button', { name: 'Mark settled' }));
    await pressInDialog('Mark settled');
    expect(await screen.findByText('The batch is settled. Payouts completed: 2.')).toBeTruthy();
    expect(await within(batches).findByText('Settled')).toBeTruthy();
    expect(within(batches).queryByRole('button', { name: 'Mark settled' })).toBeNull();
    expect(fake.callsTo('POST /operator/payouts/batches/pbt_1/sent')).toHaveLength(1);
    expect(fake.callsTo('POST /operator/payouts/batches/pbt_1/settled')).toHaveLength(1);
  }, 30_000);

  it('records the bank’s rejection of one sent payout with its reason code; settling then settles the rest', async () => {
    const fake = installWithdrawalsFake({}, { role: 'operator' });
    installPayoutsFake(fake);
    renderWithdrawalScreen('/operator/payouts', { details: brandDetails() });
    fireEvent.click(await main().findByRole('button', { name: 'Create batch' }));
    await pressInDialog('Create batch');
    const batches = await main().findByRole('table', { name: 'Batches' });
    fireEvent.click(within(batches).getByRole('button', { name: 'Mark sent' }));
    await pressInDialog('Mark sent');
    await within(batches).findByText('Sent to the bank');

    fireEvent.click(within(batches).getByRole('button', { name: 'Payouts…' }));
    const payouts = await main().findByRole('table', { name: 'Payouts of batch pbt_1' });
    const rejectButtons = await within(payouts).findAllByRole('button', { name: 'Rejected by the bank…' });
    fireEvent.click(rejectButtons[1]!);
    expect(dialog().getByRole('heading').textContent).toContain('Jan de Vries');
    fireEvent.change(dialog().getByRole('combobox', { name: 'The bank’s reason code' }), {
      target: { value: 'AC01' },
    });
    await pressInDialog('Mark rejected and return the funds');
    expect(await screen.findByText('Rejected: the funds are back in the user’s wallet.')).toBeTruthy();
    expect(fake.callsTo('POST /operator/payouts/po_2/bankOutcome')[0]?.body).toEqual({
      status: 'rejected',
      reason_code: 'AC01',
    });
    expect(await within(payouts).findByText('Rejected (AC01)')).toBeTruthy();
    expect(await within(batches).findByText('1 rejected')).toBeTruthy();

    fireEvent.click(within(batches).getByRole('button', { name: 'Mark settled' }));
    expect(dialog().getByText(/still waiting for the bank \(1\)/)).toBeTruthy();
    await pressInDialog('Mark settled');
    expect(await screen.findByText('The batch is settled. Payouts completed: 1.')).toBeTruthy();
    await waitFor(() => expect(within(payouts).getByText('Settled')).toBeTruthy());
  }, 30_000);
});
