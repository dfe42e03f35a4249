import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { accountsEndpoints, checkoutEndpoints, validationMessages } from '@platform/core';
import { CheckoutApp } from './checkout-app.js';
import { syncLocation } from '../router/location-store.js';
import { createFakeFlowServer, success, type FakeFlowServer } from '../testing/fake-flow-server.js';
import {
  checkoutId,
  checkoutWire,
  flowBuyer,
  flowCheckout,
  initAnswer,
  order,
  transactionData,
} from '../testing/checkout-fixtures.js';
import { checkoutEventsDelivered, onCheckoutEvent, resetSentEvents } from '../events/checkout-events.js';
import { clearFlowToken, readFlowToken, writeFlowToken } from '../flow/flow-token.js';
import { $gate } from '../stores/flow-store.js';
import { resetDraft } from '../stores/buy-store.js';
import type { FrameEvent } from '@platform/core/embed';

const configuration = {
  request_status: 1,
  request_details: {
    module: { label_name: 'Demo Exchange', company_name: 'Demo Exchange Ltd', api: '/api', mapi: '/m', wl_id: 1 },
    meta: {},
    more: {},
    test_mode: true,
  },
};
const token = '{"flow_token":"ft_1","checkout_id":"chk_abcdefghijklmnopqrstuv"}';
let server: FakeFlowServer;
let events: FrameEvent[];
let stopEvents: () => void;

beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(configuration))));
  server = createFakeFlowServer();
  server.token = token;
  events = [];
  resetSentEvents();
  stopEvents = onCheckoutEvent((event) => void events.push(event));
  server.answer(checkoutEndpoints.initCheckout, () => success(checkoutEndpoints.initCheckout, initAnswer()));
});
afterEach(async () => {
  await checkoutEventsDelivered();
  cleanup();
  stopEvents();
  clearFlowToken();
  $gate.set({ status: 'checking', path: '' });
  resetDraft();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function open(path: string) {
  window.history.replaceState(null, '', path);
  syncLocation();
  return render(<CheckoutApp client={server.client} />);
}

function checkout(data: Record<string, unknown>, orderOverrides: Record<string, unknown> = {}) {
  writeFlowToken(token);
  server.answer(checkoutEndpoints.checkVerify, success(checkoutEndpoints.checkVerify, flowBuyer()));
  server.answer(
    checkoutEndpoints.getFlowCheckout,
    success(checkoutEndpoints.getFlowCheckout, flowCheckout(transactionData(data), orderOverrides)),
  );
}

// The address validators and the later steps are chunks the tests load on first use (slow to transform once).
vi.setConfig({ testTimeout: 30_000 });

describe('buy step', () => {
  it('starts at 250 EUR of BTC, quotes it with its fee line and a visible countdown, and puts focus on its heading', async () => {
    open('/flow/');
    const heading = await screen.findByRole('heading', { name: 'Buy Coins', level: 1 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('250.00');
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('EUR');
    expect((screen.getByLabelText('Coin') as HTMLSelectElement).value).toBe('BTC');
    expect(await screen.findByText('€250.00')).toBeTruthy();
    expect(screen.getByText('Processing fee (0.00%)')).toBeTruthy();
    expect(screen.getByText('0.00410000 BTC')).toBeTruthy();
    expect(screen.getByText(/^[23]:\d\d$/)).toBeTruthy();
    const asked = server.requests.find((request) => request.row === checkoutEndpoints.initCheckout);
    expect(asked?.body).toEqual({ fiat_currency: 'EUR', fiat_amount: '250.00', crypto_currency: 'BTC' });
  });

  it('the test route asks for 30 in test mode, refuses 51 before asking', async () => {
    open('/flow/test');
    await screen.findByRole('heading', { name: 'Buy Coins', level: 1 });
    await waitFor(() => expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('30.00'));
    await waitFor(() =>
      expect(server.requests.some((request) => (request.body as { mode?: string })?.mode === 'test')).toBe(true),
    );
    fireEvent.input(screen.getByLabelText('Amount'), { target: { value: '51' } });
    expect(await screen.findByText('The amount is above the maximum for this currency')).toBeTruthy();
  });

  it('asks for the first quote at once, later ones when typing pauses for 300 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const quotes = () => server.requests.filter((request) => request.row === checkoutEndpoints.initCheckout).length;
    /**
     * Runs what is due now (no fake time passes) until `done` holds or 20 s of real time went by
     * (the contract rows are a chunk: the first test to load it waits for its transform).
     */
    const settleNow = async (done: () => boolean) => {
      const deadline = Date.now() + 20_000;
      while (!done() && Date.now() < deadline) {
        await act(async () => {
          await vi.advanceTimersByTimeAsync(0);
        });
        // A real macrotask (setTimeout is fake here), so chunks being loaded can arrive.
        await new Promise((resolve) =>
          (globalThis as unknown as { setImmediate: (done: () => void) => void }).setImmediate(() =>
            resolve(undefined),
          ),
        );
      }
    };
    open('/flow/');
    await settleNow(() => quotes() === 1);
    expect(quotes()).toBe(1);
    fireEvent.input(screen.getByLabelText('Amount'), { target: { value: '100' } });
    // Preact runs the effect after the next paint, then the 300 ms pause starts.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(250);
    });
    expect(quotes()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    await settleNow(() => quotes() === 2);
    expect(quotes()).toBe(2);
  });

  it('re-quotes when the 180 s lock runs out: a stale rate is never kept', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    open('/flow/');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    const quotes = () => server.requests.filter((request) => request.row === checkoutEndpoints.initCheckout).length;
    await vi.waitFor(() => expect(quotes()).toBe(1));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(181_000);
    });
    await vi.waitFor(() => expect(quotes()).toBe(2));
  });

  it('checks the destination address for the coin before the details step', async () => {
    open('/flow/');
    await screen.findByText('€250.00');
    fireEvent.input(screen.getByLabelText('Your wallet address (BTC)'), {
      target: { value: 'ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This address belongs to another coin', {}, { timeout: 15_000 })).toBeTruthy();
    // Test mode delivers on the test networks (the server refuses a mainnet address there).
    fireEvent.input(screen.getByLabelText('Your wallet address (BTC)'), {
      target: { value: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This address belongs to another network', {}, { timeout: 15_000 })).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Your wallet address (BTC)'), {
      target: { value: 'bcrt1qpvc9275lcn5suv6c0k3v0mq3xedcpfw2el5e9v' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Your details', level: 1 }, { timeout: 15_000 })).toBeTruthy();
  });
});

describe('details step', () => {
  async function toDetails() {
    open('/flow/');
    await screen.findByText('€250.00');
    fireEvent.input(screen.getByLabelText('Your wallet address (BTC)'), {
      target: { value: 'bcrt1qpvc9275lcn5suv6c0k3v0mq3xedcpfw2el5e9v' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Your details', level: 1 }, { timeout: 15_000 });
  }

  it('says what is wrong with each field in the spec §5 wording, and requires both acceptances', async () => {
    await toDetails();
    fireEvent.input(screen.getByLabelText('First Name'), { target: { value: 'A' } });
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.input(screen.getByLabelText('Mobile Number'), { target: { value: '12' } });
    fireEvent.input(screen.getByLabelText('Date Of Birth'), { target: { value: '01/02/1990' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(validationMessages.firstNameMin)).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('not a valid mobile number')).toBeTruthy();
    expect(screen.getByText(validationMessages.dateOfBirthFormat)).toBeTruthy();
    expect(screen.getByText(validationMessages.cityRequired)).toBeTruthy();
    expect(screen.getByText(validationMessages.termsRequired)).toBeTruthy();
    expect(screen.getByText(validationMessages.refundPolicyRequired)).toBeTruthy();
    expect(screen.getByLabelText('First Name').getAttribute('aria-invalid')).toBe('true');
    expect(server.requests.some((request) => request.row === checkoutEndpoints.createCheckout)).toBe(false);
  });

  it('creates the checkout with the locked quote, stores the flow token, tells the host page, then verifies both codes', async () => {
    server.answer(checkoutEndpoints.createCheckout, () =>
      success(checkoutEndpoints.createCheckout, {
        transaction_token: checkoutId,
        flow_token: token,
        checkout: checkoutWire(),
        order: order(),
        codes_sent: true,
      }),
    );
    await toDetails();
    const fill = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
    fill('First Name', 'Ada');
    fill('Last Name', 'Lovelace');
    fill('Email', 'ada@example.test');
    fill('Mobile Number', '+447700900123');
    fill('Date Of Birth', '1990-02-01');
    fill('Street Name', '12 Analytical Row');
    fill('City', 'London');
    fill('State', 'Greater London');
    fill('Zip Code', 'NW1 6XE');
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'GB' } });
    fireEvent.click(screen.getByLabelText('I accept the Terms and Conditions'));
    fireEvent.click(screen.getByLabelText('I accept the Refund Policy'));
    server.answer(checkoutEndpoints.checkoutBilling, () =>
      success(checkoutEndpoints.checkoutBilling, {
        checkout_id: checkoutId,
        billing: {
          address1: '12 Analytical Row',
          address2: '',
          city: 'London',
          state: 'Greater London',
          country: 'GB',
          zip_code: 'NW1 6XE',
        },
      }),
    );
    const verified = { email: false, mobile: false };
    server.answer(checkoutEndpoints.checkVerify, (request) => {
      const { type, code } = request.query;
      if (type !== undefined && code !== '123456') {
        return {
          status: 400,
          body: { request_status: 0, error_message: 'You have entered an invalid code, Please try again.' },
        };
      }
      if (type === 'email') verified.email = true;
      if (type === 'sms') verified.mobile = true;
      return success(checkoutEndpoints.checkVerify, flowBuyer({ ...verified, id_state: 3 }));
    });
    server.answer(
      accountsEndpoints.resendVerification,
      success(accountsEndpoints.resendVerification, { sent: true, message: 'sent' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Verify your account', level: 1 })).toBeTruthy();
    const created = server.requests.find((request) => request.row === checkoutEndpoints.createCheckout);
    expect(created?.body).toMatchObject({
      quote_id: 'qt_abcdefghijklmnopqrstuvw',
      accept_terms: true,
      accept_refund_policy: true,
      payment_method: 'Credit Card',
    });
    expect(readFlowToken()).toBe(token);
    await checkoutEventsDelivered();
    expect(events).toContainEqual({
      type: 'order_created',
      order: {
        id: checkoutId,
        fiat_currency: 'EUR',
        fiat_amount: '25000',
        crypto_currency: 'BTC',
        crypto_amount: '410000',
      },
    });

    fireEvent.click(screen.getAllByRole('button', { name: 'Send a new code' })[1]!);
    expect(await screen.findByText('A new sms verification code was sent to your mobile')).toBeTruthy();

    // A mistyped mobile number is changed here (PATCH /verify/resetMobileCode/{checkout id}): checked
    // first, then sent; a refusal says so; the new number gets a new SMS code.
    let refuseMobile = true;
    server.answer(accountsEndpoints.resetMobileCode, () =>
      refuseMobile
        ? { status: 429, body: { request_status: 0, error_code: 'rate_limited', error_message: 'Too many requests' } }
        : success(accountsEndpoints.resetMobileCode, { sent: true, message: 'sent' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Wrong mobile number? Change it' }));
    fireEvent.input(screen.getByLabelText('New mobile number'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the code to this number' }));
    expect(await screen.findByText(validationMessages.mobileInvalid)).toBeTruthy();
    expect(server.requests.some((request) => request.row === accountsEndpoints.resetMobileCode)).toBe(false);
    fireEvent.input(screen.getByLabelText('New mobile number'), { target: { value: '+44 7700 900456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the code to this number' }));
    expect(
      await screen.findByText('This number could not be used. Check it, or wait a minute and try again.'),
    ).toBeTruthy();
    refuseMobile = false;
    fireEvent.click(screen.getByRole('button', { name: 'Send the code to this number' }));
    await waitFor(() => expect(screen.queryByLabelText('New mobile number')).toBeNull());
    const reset = server.requests.filter((request) => request.row === accountsEndpoints.resetMobileCode).at(-1);
    expect(reset?.params).toEqual({ id: checkoutId });
    expect(reset?.body).toEqual({ mobile: '+447700900456' });
    expect(screen.getByText('A new sms verification code was sent to your mobile')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Email code'), { target: { value: '000000' } });
    fireEvent.input(screen.getByLabelText('SMS code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have entered an invalid code, Please try again.');
    fireEvent.input(screen.getByLabelText('Email code'), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('You have successfully verified your account!')).toBeTruthy();
    const checks = server.requests.filter((request) => request.row === checkoutEndpoints.checkVerify);
    expect(checks.map((request) => request.query)).toEqual([
      {},
      { type: 'email', code: '000000' },
      { type: 'email', code: '123456' },
      { type: 'sms', code: '123456' },
    ]);
  });
});

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
