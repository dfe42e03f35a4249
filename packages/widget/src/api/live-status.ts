import type { MerchantPayment } from '@platform/core';
import { isMerchantPayment } from './payment-checks.js';
import type { CallOutcome } from './widget-api.js';

/** The part of the browser's EventSource the widget uses (tests pass a fake). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
}
export type EventSourceConstructor = new (url: string) => EventSourceLike;

export const pollIntervalMs = 5_000;
export const maxPollDelayMs = 60_000;
/** After this many failed polls in a row the widget says the server has a problem. */
export const pollFailuresBeforeWarning = 3;
/** After this many failed polls in a row (about a quarter of an hour with the backoff) it stops. */
export const maxConsecutivePollFailures = 20;

export interface LiveStatusOptions {
  eventsUrl: string;
  /** `undefined` where the browser has no EventSource: the widget polls from the start. */
  EventSource: EventSourceConstructor | undefined;
  poll(): Promise<CallOutcome<MerchantPayment>>;
  onPayment(payment: MerchantPayment): void;
  /** The payment no longer exists (the status call answered not_found). */
  onNotFound(): void;
  /** false after several failed polls in a row, true again after a successful one. */
  onConnection(healthy: boolean): void;
}

/**
 * Follows one payment's status: Server-Sent Events (`event: payment`, the whole payment as JSON)
 * when the browser has EventSource; on its first error, or without it, polling of the status call
 * every 5 s, backing off exponentially (up to 60 s) while polls fail and giving up after 20
 * failures in a row. The stream is not reopened after an error: polling is as timely for a human
 * watching a 900 s countdown, and it is one code path with known limits.
 */
export function followPaymentStatus(options: LiveStatusOptions): () => void {
  let stopped = false;
  let source: EventSourceLike | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let polling = false;

  const schedulePoll = (delayMs: number) => {
    timer = setTimeout(() => void pollOnce(), delayMs);
  };

  const pollOnce = async () => {
    const outcome = await options.poll();
    if (stopped) return;
    if ('data' in outcome) {
      if (failures >= pollFailuresBeforeWarning) options.onConnection(true);
      failures = 0;
      options.onPayment(outcome.data);
      if (!stopped) schedulePoll(pollIntervalMs);
      return;
    }
    if (outcome.error === 'not_found') {
      stopped = true;
      options.onNotFound();
      return;
    }
    failures += 1;
    if (failures === pollFailuresBeforeWarning) options.onConnection(false);
    if (failures >= maxConsecutivePollFailures) return;
    schedulePoll(Math.min(pollIntervalMs * 2 ** failures, maxPollDelayMs));
  };

  const startPolling = (firstDelayMs: number) => {
    if (polling || stopped) return;
    polling = true;
    schedulePoll(firstDelayMs);
  };

  // An update may have been missed while the stream was failing: poll at once.
  const fallBackToPolling = () => {
    source?.close();
    source = null;
    startPolling(0);
  };

  if (options.EventSource === undefined) {
    startPolling(pollIntervalMs);
  } else {
    try {
      source = new options.EventSource(options.eventsUrl);
      source.addEventListener('payment', (event) => {
        if (stopped || typeof event.data !== 'string') return;
        let payment: unknown;
        try {
          payment = JSON.parse(event.data);
        } catch {
          return;
        }
        if (isMerchantPayment(payment)) options.onPayment(payment);
      });
      source.addEventListener('error', fallBackToPolling);
    } catch {
      fallBackToPolling();
    }
  }

  return () => {
    stopped = true;
    source?.close();
    source = null;
    clearTimeout(timer);
  };
}
