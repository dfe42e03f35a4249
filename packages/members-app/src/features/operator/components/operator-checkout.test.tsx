import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.js';
import { brandDetails } from '../../../testing/brand-details.js';
import { failure, installFakeApi, meAnswer, success } from '../../../testing/fake-api.js';
import { expectDesignSystemTable } from '../../../testing/design-system-table.js';
import { useSessionStore } from '../../../stores/session-store.js';

afterEach(() => {
  cleanup();
  useSessionStore.getState().reset();
});

const orderId = 'chk_0123456789abcdef0123456789abcd';

function delivery(overrides: Record<string, unknown> = {}) {
  return {
    order_id: orderId,
    order_status: 'delivering',
    coin: 'BTC',
    amount: '0.00300000',
    address: 'bcrt1qqypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu',
    attempts: 0,
    last_error: 'insufficient funds in the hot wallet',
    needs_operator: true,
    refund_started: false,
    send_status: 'failed',
    txid: null,
    updated_at: '2026-11-22T07:00:00Z',
    ...overrides,
  };
}

function order(overrides: Record<string, unknown> = {}) {
  return {
    id: orderId,
    status: 'paid',
    payment_method: 'SEPA',
    fiat_currency: 'EUR',
    fiat_amount: '250.00',
    fee_amount: '0.00',
    refunded_amount: '0.00',
    refundable_amount: '250.00',
    crypto_currency: 'BTC',
    crypto_amount: '0.00500000',
    destination_address: 'bcrt1qqypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu',
    merchant_id: null,
    email: 'ada@example.com',
    txid: null,
    created_at: '2026-11-22T07:00:00Z',
    delivery: delivery({ order_status: 'paid', needs_operator: false, send_status: null, last_error: null }),
    refunds: [],
    ...overrides,
  };
}

describe('operator checkout screens', () => {
  for (const path of ['/operator/checkout/orders', '/operator/checkout/deliveries']) {
    it(`${path} is for operators only`, async () => {
      installFakeApi({ 'GET /users/me': () => meAnswer({ role: 'user' }) });
      await renderApp(path, { details: brandDetails() });
      expect(await screen.findByText('This page is for operators only.', {}, { timeout: 5_000 })).toBeTruthy();
    }, 20_000);
  }

  it('finds an order, refunds part of it after a confirmation, and shows the payout instruction and the new amounts', async () => {
    let current = order();
    const api = installFakeApi({
      'GET /users/me': () => meAnswer({ role: 'operator' }),
      'GET /operator/checkout/orders/{id}': ({ path }) =>
        path.endsWith(orderId)
          ? success({ order: current })
          : failure(404, 'not_found', { checkout: 'This checkout does not exist.' }),
      'POST /operator/checkout/orders/{id}/refund': ({ body }) => {
        const { refund_id, amount, reason } = body as { refund_id: string; amount: string; reason: string };
        current = order({
          refunded_amount: amount,
          refundable_amount: '150.00',
          crypto_amount: '0.00300000',
          refunds: [
            {
              refund_id,
              amount,
              status: 'completed',
              reason,
              requested_by: 'usr_op',
              created_at: '2026-11-22T08:00:00Z',
            },
          ],
        });
        return success({
          order_id: orderId,
          order_status: 'paid',
          refund: {
            refund_id,
            rail: 'bank_transfer',
            status: 'payout_instruction',
            amount,
            currency: 'EUR',
            rail_reference: 'BNK-1',
            payout_instruction:
              'Pay 100.00 EUR back by bank transfer to the account that made the payment BNK-1 of this order.',
            reason,
            requested_by: 'usr_op',
            created_at: '2026-11-22T08:00:00Z',
          },
          refunded_amount: amount,
          refundable_amount: '150.00',
          replayed: false,
        });
      },
    });
    await renderApp('/operator/checkout/orders', { details: brandDetails() });
    fireEvent.change(await screen.findByLabelText('Order id', {}, { timeout: 5_000 }), {
      target: { value: `chk_${'f'.repeat(30)}` },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find the order' }));
    expect(await screen.findByText('This checkout does not exist.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Order id'), { target: { value: orderId } });
    fireEvent.click(screen.getByRole('button', { name: 'Find the order' }));
    expect(await screen.findByText('Can be refunded now')).toBeTruthy();
    expect(screen.getByText('Paid', { selector: '.status-badge' })).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Part of it'));
    fireEvent.change(screen.getByLabelText('Amount to refund (EUR)'), { target: { value: '250.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Please enter an amount such as 12.34, at most 250.00.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(screen.getByLabelText('Amount to refund (EUR)'), { target: { value: '100.00' } });
    fireEvent.change(screen.getByLabelText('Reason (kept in the order’s history)'), {
      target: { value: 'One item missing' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund 100.00 EUR?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund now' }));
    expect(
      await screen.findByText(
        '100.00 EUR refunded. The order is now Paid. Payout instruction: Pay 100.00 EUR back by bank transfer to the account that made the payment BNK-1 of this order.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByText('150.00 EUR')).toBeTruthy());
    expectDesignSystemTable(screen.getByRole('table', { name: 'Refunds of this order' }));
    const refundCalls = api.calls.filter((call) => call.route === `POST /operator/checkout/orders/${orderId}/refund`);
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]!.body).toMatchObject({ amount: '100.00', reason: 'One item missing' });
    expect((refundCalls[0]!.body as { refund_id: string }).refund_id).toMatch(/^rf-/);
  }, 20_000);

  it('says when an order cannot be refunded', async () => {
    installFakeApi({
      'GET /users/me': () => meAnswer({ role: 'operator' }),
      'GET /operator/checkout/orders/{id}': () =>
        success({ order: order({ status: 'completed', refundable_amount: '0.00', txid: 'ab'.repeat(32) }) }),
    });
    await renderApp('/operator/checkout/orders', { details: brandDetails() });
    fireEvent.change(await screen.findByLabelText('Order id'), { target: { value: orderId } });
    fireEvent.click(screen.getByRole('button', { name: 'Find the order' }));
    expect(await screen.findByText(/This order cannot be refunded now/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  }, 20_000);

  it('lists the deliveries waiting for an operator, retries one, and lists all without the filter', async () => {
    // A refunded order whose send had failed still waits in the queue: no Retry (the server would refuse it).
    let waiting = [
      delivery(),
      delivery({ order_id: 'chk_refunded', order_status: 'refunded', refund_started: true, last_error: 'reverted' }),
    ];
    const api = installFakeApi({
      'GET /users/me': () => meAnswer({ role: 'operator' }),
      'GET /operator/checkout/deliveries': ({ query }) =>
        success({
          deliveries:
            query.get('needs_operator') === 'true'
              ? waiting
              : [
                  ...waiting,
                  delivery({
                    order_id: 'chk_done',
                    order_status: 'completed',
                    needs_operator: false,
                    send_status: 'confirmed',
                    txid: 'cd'.repeat(32),
                    last_error: null,
                  }),
                ],
        }),
      'POST /operator/checkout/deliveries/{orderId}/retry': () => {
        waiting = [];
        return success({ delivery: delivery({ needs_operator: false, attempts: 0, send_status: null }) });
      },
    });
    await renderApp('/operator/checkout/deliveries', { details: brandDetails() });
    const table = await screen.findByRole('table', { name: 'Checkout deliveries' });
    expectDesignSystemTable(table);
    expect(within(table).getByText('insufficient funds in the hot wallet')).toBeTruthy();
    expect(within(table).getByText('Delivering')).toBeTruthy();
    expect(within(table).getByText('reverted')).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
    fireEvent.click(within(table).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(`The delivery of ${orderId} is due again.`)).toBeTruthy();
    expect(await screen.findByText('No deliveries.')).toBeTruthy();
    expect(api.calls.some((call) => call.route === `POST /operator/checkout/deliveries/${orderId}/retry`)).toBe(true);

    fireEvent.click(screen.getByLabelText('Only those waiting for an operator'));
    const all = await screen.findByRole('table', { name: 'Checkout deliveries' });
    expect(await within(all).findByText('Completed')).toBeTruthy();
    expect(within(all).queryByRole('button', { name: 'Retry' })).toBeNull();
  }, 20_000);
});
