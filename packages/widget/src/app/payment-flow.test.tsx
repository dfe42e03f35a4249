import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import type { MerchantPayment } from '@platform/core';
import { WidgetApp } from './widget-app.js';
import { syncLocation } from '../router/location-store.js';
import { onWidgetEvent, type WidgetEvent } from '../embed/widget-events.js';
import {
  FakeEventSource,
  FakeMerchantServer,
  address,
  awaitingPayment,
  bitcoinPayment,
  merchantId,
  paymentQuery,
  transactionId,
} from '../testing/fake-merchant-server.js';

const events: WidgetEvent[] = [];
let unsubscribe: () => void = () => undefined;
const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  events.length = 0;
  FakeEventSource.instances = [];
  unsubscribe = onWidgetEvent((event) => events.push(event));
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  cleanup();
  unsubscribe();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.documentElement.removeAttribute('style');
});

function open(path: string, server: FakeMerchantServer, options: { eventSource?: boolean } = {}) {
  vi.stubGlobal('fetch', server.fetch);
  vi.stubGlobal('EventSource', options.eventSource === false ? undefined : FakeEventSource);
  window.history.replaceState(null, '', path);
  syncLocation();
  return render(<WidgetApp />);
}

/** Sends a live-status event, as the server's stream would. */
function push(payment: MerchantPayment) {
  act(() => FakeEventSource.latest().push(payment));
}

function liveRegion(): HTMLElement {
  const region = document.querySelector<HTMLElement>('[aria-live="polite"][aria-atomic="true"]');
  if (region === null) throw new Error('no live region');
  return region;
}

const eventTypes = () => events.map((event) => event.type);

describe('home: the customer chooses the coin', () => {
  it('lists the merchant currencies as buttons, sends the choice, then shows the payment screen', async () => {
    const server = new FakeMerchantServer(awaitingPayment());
    open(`/widget/${paymentQuery}`, server);
    expect(screen.getByText('Loading…')).toBeTruthy();
    const bitcoinButton = await screen.findByRole('button', { name: 'Bitcoin BTC' });
    expect(screen.getByRole('button', { name: 'Litecoin LTC' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Choose how to pay' })).toBeTruthy();
    // The ids came from the query; the merchant and currencies from the merchant base of /api/config.
    expect(server.requestsTo('/m/api/currencies')[0]?.body).toEqual({ merchant_id: merchantId });
    expect(server.requestsTo('/m/api/merchant')[0]?.url).toBe(`/m/api/merchant?merchant_id=${merchantId}`);

    fireEvent.click(bitcoinButton);
    expect(await screen.findByRole('heading', { name: 'Pay with Bitcoin (BTC)' })).toBeTruthy();
    expect(server.requestsTo('/m/api/transaction/currency').map((request) => request.body)).toEqual([
      { transaction_id: transactionId, merchant_id: merchantId, currency_1_iso: 'BTC' },
    ]);
    expect(window.location.pathname + window.location.search).toBe(`/widget/payment${paymentQuery}`);
    // The button the customer pressed is gone: focus goes to the new screen's heading.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Pay with Bitcoin (BTC)' }));
  });

  it('says so and lets the customer choose again when the choice fails', async () => {
    const server = new FakeMerchantServer(awaitingPayment());
    server.chooseAnswer = 'fail';
    open(`/widget/home${paymentQuery}`, server);
    fireEvent.click(await screen.findByRole('button', { name: 'Litecoin LTC' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There may be a problem with the server. please try again later',
    );
    expect(screen.getByRole('heading', { name: 'Choose how to pay' })).toBeTruthy();
    server.chooseAnswer = (iso) => bitcoinPayment(Date.now(), { currency_1_iso: iso as 'LTC' });
    fireEvent.click(screen.getByRole('button', { name: 'Litecoin LTC' }));
    expect(await screen.findByRole('heading', { name: 'Pay with Litecoin (LTC)' })).toBeTruthy();
  });

  it('goes straight to the screen of the status when the coin is already chosen', async () => {
    const server = new FakeMerchantServer(bitcoinPayment(Date.now(), { status: 'processing' }));
    open(`/widget/home${paymentQuery}`, server);
    expect(await screen.findByRole('heading', { name: 'Payment detected' })).toBeTruthy();
    expect(window.location.pathname).toBe('/widget/payment-detected');
    expect(server.requestsTo('/m/api/transaction/currency')).toEqual([]);
  });
});

describe('payment screen', () => {
  it('shows the amount, address, QR code, wallet link, order total and fixed rate, with copy buttons', async () => {
    open(`/widget/payment${paymentQuery}`, new FakeMerchantServer(bitcoinPayment(Date.now())));
    await screen.findByRole('heading', { name: 'Pay with Bitcoin (BTC)' });
    expect(screen.getByText('0.00200000 BTC')).toBeTruthy();
    expect(screen.getByText(address)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in wallet' }).getAttribute('href')).toBe(
      `bitcoin:${address}?amount=0.002`,
    );
    const main = within(screen.getByRole('main'));
    expect(main.getByText('€120.00')).toBeTruthy();
    expect(main.getByText('1 BTC = €60,000.00')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Copy amount' }));
    expect(await screen.findByText('Copied')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    await vi.waitFor(() => expect(screen.getAllByText('Copied')).toHaveLength(2));
    expect(writeText.mock.calls).toEqual([['0.00200000'], [address]]);
  });

  it("draws the payment URI as a QR code with qrcode.react's SVG", async () => {
    open(`/widget/payment${paymentQuery}`, new FakeMerchantServer(bitcoinPayment(Date.now())));
    // An <svg role="img"> named by its <title>: the background and the modules, one path each.
    const qr = await screen.findByRole('img', { name: 'QR code with the payment details' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
    expect(qr.querySelectorAll('path')).toHaveLength(2);
  });

  it('tells the customer to copy by hand when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    open(`/widget/payment${paymentQuery}`, new FakeMerchantServer(bitcoinPayment(Date.now())));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy address' }));
    expect(await screen.findByText('Could not copy. Select the text and copy it.')).toBeTruthy();
  });

  it('shows the destination tag with its own copy button when the payment has one', async () => {
    const payment = bitcoinPayment(Date.now(), { currency_1_tag: '4242' });
    open(`/widget/payment${paymentQuery}`, new FakeMerchantServer(payment));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy destination tag' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith('4242'));
    expect(screen.getByText('Destination tag')).toBeTruthy();
  });

  it('never turns a stored payment URI of another scheme into a link', async () => {
    const payment = bitcoinPayment(Date.now(), { qr: 'javascript:alert(1)' });
    open(`/widget/payment${paymentQuery}`, new FakeMerchantServer(payment));
    await screen.findByRole('heading', { name: 'Pay with Bitcoin (BTC)' });
    expect(screen.queryByRole('link', { name: 'Open in wallet' })).toBeNull();
    expect(document.querySelector('svg')).toBeNull();
  });

  it('counts the 900 s window down each second and, at zero, waits for the server', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const startMs = Date.parse('2026-03-01T12:00:00.000Z');
    vi.setSystemTime(startMs);
    open(`/widget/payment${paymentQuery}`, new FakeMerchantServer(bitcoinPayment(startMs)));
    const timer = await screen.findByRole('timer');
    vi.setSystemTime(startMs + 200);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(timer.textContent).toBe('14:59');
    // Read as one line with a space (issue 15: "Time left to pay14:58").
    expect(timer.parentElement?.textContent).toBe('Time left to pay 14:59');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(timer.textContent).toBe('14:58');
    act(() => {
      vi.advanceTimersByTime(898_000);
    });
    expect(timer.textContent).toBe('00:00');
    expect(screen.getByText('Time is up. Waiting for the network to confirm the payment status…')).toBeTruthy();
    // The countdown stays at zero (it does not restart) and the screen waits for the server's status.
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(timer.textContent).toBe('00:00');
    expect(screen.getByRole('heading', { name: 'Pay with Bitcoin (BTC)' })).toBeTruthy();
    push(bitcoinPayment(startMs, { status: 'expired' }));
    expect(screen.getByRole('heading', { name: 'Payment not completed' })).toBeTruthy();
    expect(screen.getByText('The time to pay has run out.', { selector: 'p' })).toBeTruthy();
  });

  it('after a partial payment, shows the remaining amount and says to send the rest to the same address', async () => {
    const server = new FakeMerchantServer(bitcoinPayment(Date.now()));
    open(`/widget/payment${paymentQuery}`, server);
    await screen.findByText('0.00200000 BTC');
    push(
      bitcoinPayment(Date.now(), {
        exception_status: 'paid_partial',
        amount_paid: '0.00150000',
        amount_due: '0.00050000',
        qr: `bitcoin:${address}?amount=0.0005`,
      }),
    );
    expect(screen.getByText('Partially paid')).toBeTruthy();
    expect(screen.getByText('We received part of the payment. Send the rest to the same address.')).toBeTruthy();
    expect(screen.getByText('Remaining amount to send')).toBeTruthy();
    expect(screen.getByText('0.00050000 BTC')).toBeTruthy();
    expect(screen.queryByText('0.00200000 BTC')).toBeNull();
    expect(screen.getByText(address)).toBeTruthy();
    expect(liveRegion().textContent).toBe('Partial payment received. Send the remaining amount.');
    fireEvent.click(screen.getByRole('button', { name: 'Copy amount' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith('0.00050000'));
  });
});

describe('live status', () => {
  it('shows detected with "1 of 2" confirmations, then success, and tells the host page', async () => {
    const server = new FakeMerchantServer(bitcoinPayment(Date.now()));
    open(`/widget/payment${paymentQuery}`, server);
    await screen.findByRole('heading', { name: 'Pay with Bitcoin (BTC)' });
    expect(FakeEventSource.latest().url).toBe(
      `/m/api/transaction/events?transaction_id=${transactionId}&merchant_id=${merchantId}`,
    );
    expect(liveRegion().textContent).toBe('');
    const onChain = {
      txid: 'a1'.repeat(32),
      amount: '0.00200000',
      confirmations: 1,
      required_confirmations: 2,
      state: 'confirming' as const,
      seen_at: '2026-01-01T10:01:00.000Z',
    };
    const processing = bitcoinPayment(Date.now(), {
      status: 'processing',
      amount_paid: '0.00200000',
      amount_due: '0',
      payments: [onChain],
    });
    push(processing);
    expect(screen.getByRole('heading', { name: 'Payment detected' })).toBeTruthy();
    expect(screen.getByText('1 of 2 confirmations')).toBeTruthy();
    expect(window.location.pathname).toBe('/widget/payment-detected');
    expect(liveRegion().textContent).toBe('Payment detected: 1 of 2 confirmations.');

    const settled = { ...processing, status: 'settled' as const, payments: [{ ...onChain, confirmations: 2 }] };
    push(settled);
    push(settled);
    expect(screen.getByRole('heading', { name: 'Payment complete' })).toBeTruthy();
    expect(liveRegion().textContent).toBe('Payment complete.');
    expect(window.location.pathname).toBe('/widget/payment-success');
    expect(eventTypes()).toEqual(['status', 'status', 'status', 'success']);
    expect(events.at(-1)).toEqual({ type: 'success', payment: settled });
    // A settled payment is final: the stream is closed.
    expect(FakeEventSource.latest().closed).toBe(true);
  });

  it('polls the status every 5 s when the browser has no EventSource', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = new FakeMerchantServer(bitcoinPayment(Date.now()));
    open(`/widget/payment${paymentQuery}`, server, { eventSource: false });
    await screen.findByRole('heading', { name: 'Pay with Bitcoin (BTC)' });
    expect(server.requestsTo('/m/api/transaction/status')).toHaveLength(1);
    server.payment = bitcoinPayment(Date.now(), { status: 'processing', required_confirmations: 2 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(server.requestsTo('/m/api/transaction/status')).toHaveLength(2);
    expect(server.requestsTo('/m/api/transaction/status')[1]?.body).toEqual({
      transaction_id: transactionId,
      merchant_id: merchantId,
    });
    expect(screen.getByRole('heading', { name: 'Payment detected' })).toBeTruthy();
    expect(screen.getByText('0 of 2 confirmations')).toBeTruthy();
  });

  it('falls back to polling when the event stream errors', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = new FakeMerchantServer(bitcoinPayment(Date.now()));
    open(`/widget/payment${paymentQuery}`, server);
    await screen.findByRole('heading', { name: 'Pay with Bitcoin (BTC)' });
    server.payment = bitcoinPayment(Date.now(), { status: 'expired' });
    act(() => FakeEventSource.latest().fail());
    expect(FakeEventSource.latest().closed).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeTruthy();
    expect(eventTypes()).toEqual(['status', 'status', 'expired', 'failure']);
    expect(events.at(-1)).toMatchObject({ type: 'failure', reason: 'expired' });
  });

  it('ignores an event for another payment and one that is not a payment', async () => {
    open(`/widget/payment${paymentQuery}`, new FakeMerchantServer(bitcoinPayment(Date.now())));
    await screen.findByRole('heading', { name: 'Pay with Bitcoin (BTC)' });
    push(bitcoinPayment(Date.now(), { transaction_id: 'pay_other', status: 'settled' }));
    act(() => FakeEventSource.latest().push('{"status":"settled"}'));
    act(() => FakeEventSource.latest().push('not json'));
    expect(screen.getByRole('heading', { name: 'Pay with Bitcoin (BTC)' })).toBeTruthy();
    expect(eventTypes()).toEqual(['status']);
  });
});

describe('success and redirect', () => {
  it('returns to the merchant through the redirect screen: a target=_top link and a close event', async () => {
    const settled = bitcoinPayment(Date.now(), { status: 'settled', amount_due: '0' });
    open(`/widget/payment-success${paymentQuery}`, new FakeMerchantServer(settled));
    const back = await screen.findByRole('link', { name: 'Return to merchant' });
    expect(eventTypes()).toEqual(['status', 'success']);
    fireEvent.click(back);
    expect(screen.getByRole('heading', { name: 'Back to the merchant' })).toBeTruthy();
    expect(window.location.pathname).toBe('/widget/redirect');
    const onward = screen.getByRole('link', { name: 'Continue to Brand Name' });
    expect(onward.getAttribute('href')).toBe('https://shop.example/thanks?order=ORD-7');
    expect(onward.getAttribute('target')).toBe('_top');
    expect(eventTypes()).toEqual(['status', 'success', 'close']);
  });

  it('sends the success event from the redirect screen when the page opened there', async () => {
    const settled = bitcoinPayment(Date.now(), { status: 'settled', return_url: null });
    open(`/widget/redirect${paymentQuery}`, new FakeMerchantServer(settled));
    expect(await screen.findByText('You can close this window now.')).toBeTruthy();
    expect(eventTypes()).toEqual(['status', 'success', 'close']);
  });

  it('does not keep a customer on the redirect screen while the payment is not settled', async () => {
    open(`/widget/redirect${paymentQuery}`, new FakeMerchantServer(bitcoinPayment(Date.now())));
    expect(await screen.findByRole('heading', { name: 'Pay with Bitcoin (BTC)' })).toBeTruthy();
    expect(window.location.pathname).toBe('/widget/payment');
    expect(eventTypes()).toEqual(['status']);
  });
});

describe('payment failed', () => {
  it('shows what is still missing when the time ran out after a partial payment', async () => {
    const payment = bitcoinPayment(Date.now(), {
      status: 'expired',
      exception_status: 'paid_partial',
      amount_paid: '0.00150000',
      amount_due: '0.00050000',
    });
    open(`/widget/payment${paymentQuery}`, new FakeMerchantServer(payment));
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeTruthy();
    expect(screen.getByText('Only part of the payment arrived before the time ran out.')).toBeTruthy();
    expect(screen.getByText('Amount still missing')).toBeTruthy();
    expect(screen.getByText('0.00050000 BTC')).toBeTruthy();
    expect(events.at(-1)).toMatchObject({ type: 'failure', reason: 'paid_partial' });
  });

  it('gives the "paid late" hint when a payment arrives after expiry', async () => {
    const expired = bitcoinPayment(Date.now(), { status: 'expired' });
    open(`/widget/payment-failed${paymentQuery}`, new FakeMerchantServer(expired));
    await screen.findByText('The time to pay has run out.');
    // Still inside the monitoring window: the widget keeps following the payment.
    push({ ...expired, exception_status: 'paid_late', amount_paid: '0.00200000', amount_due: '0' });
    expect(
      screen.getByText(
        'Your payment arrived after the time ran out. The merchant will decide whether to accept or refund it.',
      ),
    ).toBeTruthy();
    expect(liveRegion().textContent).toBe('Your payment arrived after the time ran out.');
    expect(screen.getByRole('link', { name: 'Back to merchant' }).getAttribute('target')).toBe('_top');
  });

  it('explains an invalid payment', async () => {
    open(`/widget/payment${paymentQuery}`, new FakeMerchantServer(bitcoinPayment(Date.now(), { status: 'invalid' })));
    expect(await screen.findByText('The payment was not confirmed in time.')).toBeTruthy();
    expect(events.at(-1)).toMatchObject({ type: 'failure', reason: 'invalid' });
  });
});

describe('widget header (spec §2)', () => {
  it('is hidden when the amount is under 50', async () => {
    open(`/widget/payment${paymentQuery}`, new FakeMerchantServer(bitcoinPayment(Date.now(), { amount: '49.99' })));
    await screen.findByRole('heading', { name: 'Pay with Bitcoin (BTC)' });
    expect(screen.queryByText('Brand Name')).toBeNull();
    expect(screen.queryByText('Payment for Merchandise')).toBeNull();
    expect(document.querySelector('.widget-merchant-header')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('under 50, the coin choice still says who is paid, how much and for what (issue 15), with no header', async () => {
    const server = new FakeMerchantServer(awaitingPayment({ amount: '30.00', product: 'Coffee beans' }));
    server.merchant = { ...(server.merchant as Exclude<typeof server.merchant, string>), name: 'Acme Coffee' };
    open(`/widget/${paymentQuery}`, server);
    await screen.findByRole('button', { name: 'Bitcoin BTC' });
    expect(document.querySelector('.widget-merchant-header')?.getAttribute('aria-hidden')).toBe('true');
    const main = within(screen.getByRole('main'));
    expect(main.getByText('Acme Coffee')).toBeTruthy();
    expect(main.getByText('€30.00')).toBeTruthy();
    expect(main.getByText('Payment for Coffee beans')).toBeTruthy();
    expect(main.getByText('Order ID: ORD-7')).toBeTruthy();
  });

  it('from 50 the header says it, and the coin choice does not repeat it', async () => {
    open(`/widget/${paymentQuery}`, new FakeMerchantServer(awaitingPayment({ amount: '120.00' })));
    await screen.findByRole('button', { name: 'Bitcoin BTC' });
    expect(within(screen.getByRole('banner')).getByText('€120.00')).toBeTruthy();
    expect(within(screen.getByRole('main')).queryByText('€120.00')).toBeNull();
  });

  it('shows from 50 with the defaults, the order id, the amount with sign and separators, and "Pay with"', async () => {
    open(`/widget/payment${paymentQuery}`, new FakeMerchantServer(bitcoinPayment(Date.now(), { amount: '1234.50' })));
    await screen.findByRole('heading', { name: 'Pay with Bitcoin (BTC)' });
    const header = within(screen.getByRole('banner'));
    expect(header.getByText('Brand Name')).toBeTruthy();
    expect(header.getByText('Order ID: ORD-7')).toBeTruthy();
    expect(header.getByText('€1,234.50')).toBeTruthy();
    expect(header.getByText('Payment for Merchandise')).toBeTruthy();
    expect(header.getByText('Pay with Bitcoin (BTC)')).toBeTruthy();
  });

  it('shows the merchant name, product and logo at its size, without "Pay with" off the payment path', async () => {
    const server = new FakeMerchantServer(bitcoinPayment(Date.now(), { amount: '50.00', status: 'processing' }));
    server.merchant = {
      ...(server.merchant as Exclude<typeof server.merchant, string>),
      name: 'Acme Shoes',
      logo: 'https://shop.example/logo.png',
      widget_logo_size: 'Large',
      theme: { primary_color: '#112233', secondary_color: '#445566' },
    };
    open(`/widget/payment${paymentQuery}`, server);
    await screen.findByRole('heading', { name: 'Payment detected' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Acme Shoes')).toBeTruthy();
    expect(banner.querySelector('img')?.className).toContain('widget-merchant-header__logo--60');
    expect(within(banner).queryByText(/Pay with/)).toBeNull();
    // The merchant's colours, set through the CSSOM (no style attribute in the markup).
    expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe('#112233');
    expect(document.documentElement.style.getPropertyValue('--brand-secondary')).toBe('#445566');
    // Text on the merchant's colours is derived readable (white on this dark blue).
    expect(document.documentElement.style.getPropertyValue('--on-brand-primary')).toBe('#ffffff');
  });
});

describe('widget guard and error catalogue', () => {
  it('says "Session Expired Please Make another transaction." when no such payment is stored', async () => {
    open(`/widget/payment${paymentQuery}`, new FakeMerchantServer('not_found'));
    expect((await screen.findByRole('alert')).textContent).toBe('Session Expired Please Make another transaction.');
  });

  it('says the same when the stored payment belongs to another merchant', async () => {
    const payment = bitcoinPayment(Date.now(), { merchant_id: 'mer_other' });
    open(`/widget/payment${paymentQuery}`, new FakeMerchantServer(payment));
    expect((await screen.findByRole('alert')).textContent).toBe('Session Expired Please Make another transaction.');
  });

  it("shows spec §8's server message when the status call fails otherwise", async () => {
    open(`/widget/payment${paymentQuery}`, new FakeMerchantServer('fail'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There may be a problem with the server. please try again later',
    );
  });

  it("shows 'Merchant not recognized!' when the merchant or its currencies cannot be loaded", async () => {
    const unknownMerchant = new FakeMerchantServer(bitcoinPayment(Date.now()));
    unknownMerchant.merchant = 'not_found';
    open(`/widget/payment${paymentQuery}`, unknownMerchant);
    expect((await screen.findByRole('alert')).textContent).toBe('Merchant not recognized!');
    cleanup();
    const noCurrencies = new FakeMerchantServer(bitcoinPayment(Date.now()));
    noCurrencies.currencies = 'fail';
    open(`/widget/payment${paymentQuery}`, noCurrencies);
    expect((await screen.findByRole('alert')).textContent).toBe('Merchant not recognized!');
  });

  it('says when the brand configuration cannot be loaded', async () => {
    const server = new FakeMerchantServer(bitcoinPayment(Date.now()));
    server.configuration = 'fail';
    open(`/widget/payment${paymentQuery}`, server);
    expect((await screen.findByRole('alert')).textContent).toBe('The brand configuration could not be loaded.');
    expect(server.requestsTo('/m/api/transaction/status')).toEqual([]);
  });

  it('ends the session when the payment disappears while it is followed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = new FakeMerchantServer(bitcoinPayment(Date.now()));
    open(`/widget/payment${paymentQuery}`, server, { eventSource: false });
    await screen.findByRole('heading', { name: 'Pay with Bitcoin (BTC)' });
    server.payment = 'not_found';
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(screen.getByRole('alert').textContent).toBe('Session Expired Please Make another transaction.');
  });
});

describe('languages and test mode', () => {
  it('shows the screens in the language of ?lang=', async () => {
    open(`/widget/home${paymentQuery}&lang=de`, new FakeMerchantServer(awaitingPayment()));
    expect(await screen.findByRole('heading', { name: 'Zahlungsart wählen' })).toBeTruthy();
    cleanup();
    open(`/widget/payment${paymentQuery}&lang=es`, new FakeMerchantServer(bitcoinPayment(Date.now())));
    expect(await screen.findByRole('heading', { name: 'Pagar con Bitcoin (BTC)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copiar importe' })).toBeTruthy();
  });

  it('marks a test-mode payment', async () => {
    open(`/widget/payment${paymentQuery}`, new FakeMerchantServer(bitcoinPayment(Date.now(), { test_mode: true })));
    expect(await screen.findByText('Test mode')).toBeTruthy();
  });
});
