import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { checkoutEndpoints } from '@platform/core';
import { open, server, setUpFlowTests } from '../testing/flow-test-harness.js';

/** The checkout flow, the buy step (shared set-up: testing/flow-test-harness.tsx). */
setUpFlowTests();

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
