import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { checkoutEndpoints } from '@platform/core';
import { checkoutId, flowBuyer } from '../testing/checkout-fixtures.js';
import { checkoutEventsDelivered } from '../events/checkout-events.js';
import { success } from '../testing/fake-flow-server.js';
import { checkout, events, open, server, setUpFlowTests } from '../testing/flow-test-harness.js';

/** The checkout flow, payment, processing, invoice, compliance and the bank transfer (shared set-up: testing/flow-test-harness.tsx). */
setUpFlowTests();

describe('payment, processing and invoice', () => {
  it('a declined card says why in the guest language, tells the host page, keeps no card data and lets them try again', async () => {
    checkout({});
    server.answer(checkoutEndpoints.paynetDeposit, () =>
      success(checkoutEndpoints.paynetDeposit, {
        checkout_id: checkoutId,
        payment_id: 'pm_1',
        status: 'failed',
        redirect_url: null,
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        three_ds: 'none',
        card: { brand: 'visa', last4: '0002' },
        amount: '250.00',
        currency: 'EUR',
        replayed: false,
        order_status: 'payment_pending',
      }),
    );
    open('/flow/payment');
    await screen.findByRole('heading', { name: 'Pay by card', level: 1 });
    expect(screen.getByLabelText('Card number').getAttribute('autocomplete')).toBe('cc-number');
    expect(screen.getByLabelText('Expiry date (MM/YY)').getAttribute('autocomplete')).toBe('cc-exp');
    expect(screen.getByLabelText('Security code (CVC)').getAttribute('autocomplete')).toBe('cc-csc');
    fireEvent.input(screen.getByLabelText('Name on card'), { target: { value: 'Ada Lovelace' } });
    fireEvent.input(screen.getByLabelText('Card number'), { target: { value: '4000 0000 0000 0002' } });
    fireEvent.input(screen.getByLabelText('Expiry date (MM/YY)'), { target: { value: '12/34' } });
    fireEvent.input(screen.getByLabelText('Security code (CVC)'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your card was declined. Nothing was charged. Please try another card.',
    );
    const paid = server.requests.find((request) => request.row === checkoutEndpoints.paynetDeposit);
    expect(paid?.body).toMatchObject({
      card_number: '4000000000000002',
      exp_month: 12,
      exp_year: 2034,
      return_path: '/flow/processing',
    });
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('');
    await checkoutEventsDelivered();
    expect(events.find((event) => event.type === 'order_failed')).toMatchObject({
      reason: 'declined',
      code: 'generic_decline',
    });
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeTruthy();
  });

  it('3-D Secure: the frame goes to the challenge page, which comes back to processing', async () => {
    checkout({});
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    server.answer(checkoutEndpoints.paynetDeposit, () =>
      success(checkoutEndpoints.paynetDeposit, {
        checkout_id: checkoutId,
        payment_id: 'pm_1',
        status: 'requires_action',
        redirect_url: '/api/paynet/sandbox/3ds/pm_1',
        decline_code: null,
        message: null,
        three_ds: '3ds1',
        card: { brand: 'visa', last4: '3184' },
        amount: '250.00',
        currency: 'EUR',
        replayed: false,
        order_status: 'payment_pending',
      }),
    );
    open('/flow/payment');
    await screen.findByRole('heading', { name: 'Pay by card', level: 1 });
    fireEvent.input(screen.getByLabelText('Name on card'), { target: { value: 'Ada Lovelace' } });
    fireEvent.input(screen.getByLabelText('Card number'), { target: { value: '4000 0027 6000 3184' } });
    fireEvent.input(screen.getByLabelText('Expiry date (MM/YY)'), { target: { value: '12/34' } });
    fireEvent.input(screen.getByLabelText('Security code (CVC)'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/paynet/sandbox/3ds/pm_1'));
  });

  it('the invoice shows amounts, fee, rate, address and the txid, and the host page hears order_completed once', async () => {
    const txid = 'a'.repeat(64);
    checkout({ payment_status: 'successful' }, { status: 'completed', payment_status: 'successful', txid });
    open('/flow/invoice');
    await screen.findByRole('heading', { name: 'Thank you for your order', level: 1 });
    expect(screen.getByText('€250.00')).toBeTruthy();
    expect(screen.getByText('€0.00')).toBeTruthy();
    expect(screen.getByText('0.00410000 BTC')).toBeTruthy();
    expect(screen.getByText('1 BTC = €60,975.61')).toBeTruthy();
    expect(screen.getByText(txid)).toBeTruthy();
    await checkoutEventsDelivered();
    expect(events.filter((event) => event.type === 'order_completed')).toEqual([
      expect.objectContaining({ txid, order: expect.objectContaining({ id: checkoutId, fiat_amount: '25000' }) }),
    ]);
  });

  it('processing polls the checkout and goes to the invoice once the payment succeeded', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    checkout({ payment_status: 'authorized' }, { status: 'authorized', payment_status: 'authorized' });
    open('/flow/processing');
    await vi.waitFor(() => expect(screen.getByText('Waiting for the payment confirmation…')).toBeTruthy());
    checkout(
      { payment_status: 'successful' },
      { status: 'completed', payment_status: 'successful', txid: 'b'.repeat(64) },
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_100);
    });
    await vi.waitFor(() => expect(window.location.pathname).toBe('/flow/invoice'));
  });

  it('compliance: a region the brand does not serve gets the spec message and the host page an error code', async () => {
    checkout({ payment_method: 'SEPA' });
    server.answer(checkoutEndpoints.checkVerify, success(checkoutEndpoints.checkVerify, flowBuyer({ id_state: 3 })));
    server.answer(checkoutEndpoints.getVerifyId, {
      status: 403,
      body: {
        request_status: 0,
        error_code: 'forbidden',
        error_message: { region: 'Unfortunately we do not provide our services for this region.' },
      },
    });
    open('/flow/compliance');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unfortunately we do not provide our services for this region.',
    );
    await checkoutEventsDelivered();
    expect(events).toContainEqual({
      type: 'error',
      code: 'region_not_served',
      message: 'Unfortunately we do not provide our services for this region.',
    });
  });

  it('a bank transfer shows the reference and the bank details, each with a copy button', async () => {
    checkout({ payment_method: 'SEPA' });
    server.answer(checkoutEndpoints.wirePreAuth, () =>
      success(checkoutEndpoints.wirePreAuth, {
        checkout_id: checkoutId,
        preauth_id: 'wpa_1',
        method: 'SEPA',
        status: 'awaiting_funds',
        reference: 'WL-ABC123',
        amount: '250.00',
        currency: 'EUR',
        bank: {
          currency: 'EUR',
          account_type: 'iban',
          beneficiary_name: 'Demo Exchange Ltd',
          beneficiary_address: '1 Ledger Street, Dublin',
          bank_name: 'Sandbox Bank',
          bank_address: 'Dublin',
          payment_scheme: 'SEPA',
          iban: 'IE29AIBK93115212345678',
          bic: 'AIBKIE2D',
        },
        redirect_url: null,
        order_status: 'payment_pending',
        payment_status: '',
        expires_at: null,
        test_mode: true,
      }),
    );
    open('/flow/wire');
    expect(await screen.findByText('WL-ABC123')).toBeTruthy();
    expect(screen.getByText('IE29AIBK93115212345678')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy Reference' })).toBeTruthy();
    expect(server.requests.find((request) => request.row === checkoutEndpoints.wirePreAuth)?.body).toEqual({
      checkout_id: checkoutId,
      payment_method: 'SEPA',
    });
  });

  it('inside a host page the 3-D Secure page opens in a popup from the guest click; the frame waits until the payment moves, then goes to processing', async () => {
    checkout({});
    const opened = vi.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
    const parent = Object.getOwnPropertyDescriptor(window, 'parent');
    Object.defineProperty(window, 'parent', { value: { postMessage: () => {} }, configurable: true });
    try {
      server.answer(checkoutEndpoints.paynetDeposit, () =>
        success(checkoutEndpoints.paynetDeposit, {
          checkout_id: checkoutId,
          payment_id: 'pm_2',
          status: 'requires_action',
          redirect_url: '/api/paynet/sandbox/3ds/pm_2',
          decline_code: null,
          message: null,
          three_ds: '3ds1',
          card: { brand: 'visa', last4: '3184' },
          amount: '250.00',
          currency: 'EUR',
          replayed: false,
          order_status: 'payment_pending',
        }),
      );
      open('/flow/payment');
      await screen.findByRole('heading', { name: 'Pay by card', level: 1 });
      fireEvent.input(screen.getByLabelText('Name on card'), { target: { value: 'Ada Lovelace' } });
      fireEvent.input(screen.getByLabelText('Card number'), { target: { value: '4000 0027 6000 3184' } });
      fireEvent.input(screen.getByLabelText('Expiry date (MM/YY)'), { target: { value: '12/34' } });
      fireEvent.input(screen.getByLabelText('Security code (CVC)'), { target: { value: '123' } });
      fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
      fireEvent.click(await screen.findByRole('button', { name: "Open your bank's security check" }));
      expect(opened).toHaveBeenCalledWith('/api/paynet/sandbox/3ds/pm_2', 'wlpay-hosted', expect.any(String));
      // While the challenge is open the checkout has no payment_status: spec §4 would send /processing
      // back to /payment, so the frame stays and polls.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(window.location.pathname).toBe('/flow/payment');
      checkout({ payment_status: 'authorized' }, { status: 'authorized' });
      await waitFor(() => expect(window.location.pathname).not.toBe('/flow/payment'), { timeout: 10_000 });
    } finally {
      if (parent !== undefined) Object.defineProperty(window, 'parent', parent);
    }
  });

  it('a decline reported by the 3-D Secure page comes back to the card form with its reason', async () => {
    checkout({});
    open('/flow/processing?checkout_id=chk_abcdefghijklmnopqrstuv&payment=declined&code=authentication_failed');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The 3-D Secure check failed. Nothing was charged. Please try again or use another card.',
    );
    expect(window.location.pathname).toBe('/flow/payment');
  });
});
