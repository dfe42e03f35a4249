import { atom, type ReadableAtom } from 'nanostores';
import type { CryptoCurrency, FetchLike, MerchantCurrency, MerchantPayment, MerchantProfile } from '@platform/core';
import { createWidgetApi, loadMerchantApiBase, type PaymentIds, type WidgetApi } from '../api/widget-api.js';
import { followPaymentStatus, type EventSourceConstructor } from '../api/live-status.js';
import { checkStoredPayment } from '../guard/widget-guard.js';
import { emitWidgetEvent } from '../embed/widget-events.js';
import { announcementFor, isFinalPayment, type Announcement } from './payment-rules.js';

export type SessionState =
  | { phase: 'loading' }
  /** The widget cannot go on; the key is the spec's message (§5 guard, §8 catalogue). */
  | { phase: 'blocked'; messageKey: string }
  | {
      phase: 'ready';
      merchant: MerchantProfile;
      currencies: MerchantCurrency[];
      payment: MerchantPayment;
      /** The coin choice is on its way to the server. */
      choosing: boolean;
      /** The last coin choice failed (the customer may choose again). */
      chooseFailed: boolean;
      /** Live status has failed several times in a row. */
      connectionLost: boolean;
    };

export interface SessionEnvironment {
  fetch: FetchLike;
  EventSource: EventSourceConstructor | undefined;
}

export interface PaymentSession {
  readonly $state: ReadableAtom<SessionState>;
  /** The latest status change to announce to screen readers (null before the first change). */
  readonly $announcement: ReadableAtom<Announcement | null>;
  start(): Promise<void>;
  chooseCurrency(iso: CryptoCurrency): Promise<void>;
  /** The customer is leaving for the merchant (redirect screen): tell the host page. */
  leave(): void;
  stop(): void;
}

/** The browser's fetch and EventSource, read when a session is created. */
export function browserEnvironment(): SessionEnvironment {
  return {
    fetch: (url, init) => fetch(url, init),
    EventSource: typeof EventSource === 'function' ? EventSource : undefined,
  };
}

/** Longest a timer may wait (setTimeout's limit), for the end of a monitoring window. */
const maxTimerDelayMs = 2_147_483_647;

/**
 * One payment as the widget follows it: loads the brand configuration, the merchant, its
 * currencies and the payment (the widget guard), follows the payment's live status until it is
 * final, sends the coin choice, and tells the host page about each change (widget events).
 */
export function createPaymentSession(ids: PaymentIds, environment: SessionEnvironment): PaymentSession {
  const $state = atom<SessionState>({ phase: 'loading' });
  const $announcement = atom<Announcement | null>(null);
  const emitted = new Set<'success' | 'expired' | 'failure'>();
  let api: WidgetApi | undefined;
  let lastPaymentJson = '';
  let stopFollowing: (() => void) | undefined;
  let windowTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const finishFollowing = () => {
    stopFollowing?.();
    stopFollowing = undefined;
    clearTimeout(windowTimer);
  };

  const block = (messageKey: string) => {
    finishFollowing();
    $state.set({ phase: 'blocked', messageKey });
  };

  const emitOnce = (kind: 'success' | 'expired' | 'failure', emit: () => void) => {
    if (emitted.has(kind)) return;
    emitted.add(kind);
    emit();
  };

  const tellHost = (payment: MerchantPayment) => {
    emitWidgetEvent({ type: 'status', payment });
    if (payment.status === 'settled') emitOnce('success', () => emitWidgetEvent({ type: 'success', payment }));
    if (payment.status === 'expired') {
      emitOnce('expired', () => emitWidgetEvent({ type: 'expired', payment }));
      const reason = payment.exception_status === 'paid_partial' ? 'paid_partial' : 'expired';
      emitOnce('failure', () => emitWidgetEvent({ type: 'failure', payment, reason }));
    }
    if (payment.status === 'invalid') {
      emitOnce('failure', () => emitWidgetEvent({ type: 'failure', payment, reason: 'invalid' }));
    }
  };

  /** Stops following once the payment is final; an expired one at the end of its monitoring window. */
  const followUntilFinal = (payment: MerchantPayment) => {
    clearTimeout(windowTimer);
    if (isFinalPayment(payment, Date.now())) {
      finishFollowing();
      return;
    }
    if (payment.status === 'expired' && payment.monitoring_until !== null) {
      const delayMs = Math.min(Date.parse(payment.monitoring_until) - Date.now(), maxTimerDelayMs);
      windowTimer = setTimeout(finishFollowing, delayMs);
    }
  };

  const applyPayment = (payment: MerchantPayment) => {
    const state = $state.get();
    if (stopped || state.phase !== 'ready') return;
    if (payment.merchant_id !== ids.merchantId || payment.transaction_id !== ids.transactionId) return;
    // Once a coin is chosen the payment never waits for one again: a late, older event is dropped.
    if (payment.status === 'awaiting_currency' && state.payment.currency_1_iso !== null) return;
    const json = JSON.stringify(payment);
    if (json === lastPaymentJson) return;
    lastPaymentJson = json;
    const announcement = announcementFor(state.payment, payment);
    $state.set({ ...state, payment, chooseFailed: false });
    if (announcement !== null) $announcement.set(announcement);
    tellHost(payment);
    followUntilFinal(payment);
  };

  const follow = (widgetApi: WidgetApi) => {
    stopFollowing = followPaymentStatus({
      eventsUrl: widgetApi.eventsUrl,
      EventSource: environment.EventSource,
      poll: () => widgetApi.getStatus(),
      onPayment: applyPayment,
      onNotFound: () => block('messages:guard.sessionExpired'),
      onConnection: (healthy) => {
        const state = $state.get();
        if (state.phase === 'ready') $state.set({ ...state, connectionLost: !healthy });
      },
    });
  };

  return {
    $state,
    $announcement,

    async start() {
      const base = await loadMerchantApiBase(environment.fetch);
      if (stopped) return;
      if (base === null) return block('app:errorConfigurationUnavailable');
      const widgetApi = createWidgetApi(environment.fetch, base, ids);
      api = widgetApi;
      const [merchant, currencies, status] = await Promise.all([
        widgetApi.getMerchant(),
        widgetApi.getCurrencies(),
        widgetApi.getStatus(),
      ]);
      if (stopped) return;
      // Spec §8: a failed merchant or currencies lookup is 'Merchant not recognized!'.
      if (!('data' in merchant) || !('data' in currencies)) return block('messages:errors.merchantNotRecognized');
      const guard = checkStoredPayment(ids, status);
      if (!guard.allowed) return block(guard.messageKey);
      lastPaymentJson = JSON.stringify(guard.payment);
      $state.set({
        phase: 'ready',
        merchant: merchant.data,
        currencies: currencies.data,
        payment: guard.payment,
        choosing: false,
        chooseFailed: false,
        connectionLost: false,
      });
      tellHost(guard.payment);
      if (!isFinalPayment(guard.payment, Date.now())) follow(widgetApi);
      followUntilFinal(guard.payment);
    },

    async chooseCurrency(iso) {
      const state = $state.get();
      if (api === undefined || state.phase !== 'ready' || state.choosing) return;
      $state.set({ ...state, choosing: true, chooseFailed: false });
      const outcome = await api.chooseCurrency(iso);
      if (stopped) return;
      if ('error' in outcome && outcome.error === 'not_found') return block('messages:guard.sessionExpired');
      const current = $state.get();
      if (current.phase !== 'ready') return;
      $state.set({ ...current, choosing: false, chooseFailed: 'error' in outcome });
      if ('data' in outcome) applyPayment(outcome.data);
    },

    leave() {
      const state = $state.get();
      if (state.phase === 'ready' && state.payment.status === 'settled') {
        const payment = state.payment;
        emitOnce('success', () => emitWidgetEvent({ type: 'success', payment }));
      }
      emitWidgetEvent({ type: 'close' });
    },

    stop() {
      stopped = true;
      finishFollowing();
    },
  };
}
