import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure, render } from '@testing-library/preact';
import { checkoutEndpoints } from '@platform/core';
import type { FrameEvent } from '@platform/core/embed';
import { CheckoutApp } from '../app/checkout-app.js';
import { checkoutEventsDelivered, onCheckoutEvent, resetSentEvents } from '../events/checkout-events.js';
import { clearFlowToken, writeFlowToken } from '../flow/flow-token.js';
import { syncLocation } from '../router/location-store.js';
import { $gate } from '../stores/flow-store.js';
import { resetDraft } from '../stores/buy-store.js';
import { flowBuyer, flowCheckout, initAnswer, transactionData } from './checkout-fixtures.js';
import { createFakeFlowServer, success, type FakeFlowServer } from './fake-flow-server.js';

/**
 * The checkout flow's component tests (app/checkout-flow-*.test.tsx), one file per step, share this
 * set-up: the brand configuration answered to the app's fetch, a fake flow server held to core's
 * contract (a fresh one per test, answering quotes), the host page's events collected, and
 * everything the flow keeps (token, gate, draft, timers) reset after each test. `server` and
 * `events` are live bindings: read them inside a test, after `setUpFlowTests()` ran its hooks.
 */
const configuration = {
  request_status: 1,
  request_details: {
    module: { label_name: 'Demo Exchange', company_name: 'Demo Exchange Ltd', api: '/api', mapi: '/m', wl_id: 1 },
    meta: {},
    more: {},
    test_mode: true,
  },
};
export const token = '{"flow_token":"ft_1","checkout_id":"chk_abcdefghijklmnopqrstuv"}';
export let server: FakeFlowServer;
export let events: FrameEvent[];
let stopEvents: () => void;

/** Registers the shared hooks in the calling test file (call it once, at its top level). */
export function setUpFlowTests(): void {
  // The address validators and the later steps are chunks the tests load on first use (slow to transform once).
  vi.setConfig({ testTimeout: 30_000 });
  // Several of these files may run side by side on a busy machine: give lazy chunks time to arrive.
  configure({ asyncUtilTimeout: 5_000 });
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
}

/** Opens the flow at `path` in the iframe's app. */
export function open(path: string) {
  window.history.replaceState(null, '', path);
  syncLocation();
  return render(<CheckoutApp client={server.client} />);
}

/** A flow token and a checkout the flow gate finds (its transaction data, the order's fields). */
export function checkout(data: Record<string, unknown>, orderOverrides: Record<string, unknown> = {}) {
  writeFlowToken(token);
  server.answer(checkoutEndpoints.checkVerify, success(checkoutEndpoints.checkVerify, flowBuyer()));
  server.answer(
    checkoutEndpoints.getFlowCheckout,
    success(checkoutEndpoints.getFlowCheckout, flowCheckout(transactionData(data), orderOverrides)),
  );
}
