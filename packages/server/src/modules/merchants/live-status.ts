import type { MerchantPayment } from '@platform/core';
import type { Queryable } from '../../db/database.js';

/**
 * Live payment status for Server-Sent Events subscribers. Changes are read from the database (each
 * state change bumps merchant_payments.version), so a change made by any server instance or worker
 * reaches the subscribers of every instance: one query per tick for all watched payments of this
 * process, whatever the number of subscribers. A change this process made is handed over as it
 * committed (`publish`: no query, delivered at once, even while the process is busy with a burst of
 * settlements); `poke()` checks at once (this process made a change it has no view of).
 * Versions only move forward: an older view (published late, or loaded by a check that raced a
 * publish) is never delivered after a newer one.
 */
export interface LiveStatus {
  subscribe(paymentId: string, listener: (payment: MerchantPayment) => void): () => void;
  /** A committed change of this process: delivered now unless the subscribers already have this version. */
  publish(paymentId: string, version: number, payment: MerchantPayment): void;
  poke(): void;
  stop(): void;
  readonly subscriberCount: number;
}

/** Subscribers per process: each holds an open connection; beyond this the stream is refused. */
export const maxLiveSubscribers = 20_000;
const idsPerQuery = 1000;
/** Changed payments loaded at once: a burst must not wait for loads one by one, nor take the pool. */
const loadConcurrency = 6;

export function createLiveStatus(options: {
  database: Queryable;
  /** The payment as committed now, with its version (read in one snapshot). */
  load(paymentId: string): Promise<{ payment: MerchantPayment; version: number } | undefined>;
  intervalMs: number;
}): LiveStatus {
  const subscribers = new Map<string, { version: number | null; listeners: Set<(payment: MerchantPayment) => void> }>();
  const deliver = (paymentId: string, version: number, payment: MerchantPayment) => {
    const entry = subscribers.get(paymentId);
    if (entry === undefined || (entry.version !== null && entry.version >= version)) return;
    entry.version = version;
    for (const listener of [...entry.listeners]) listener(payment);
  };
  let count = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function check(): Promise<void> {
    const ids = [...subscribers.keys()];
    for (let start = 0; start < ids.length; start += idsPerQuery) {
      const chunk = ids.slice(start, start + idsPerQuery);
      const result = await options.database.query<{ id: string; version: number }>(
        'select id, version from merchant_payments where id = any($1::text[])',
        [chunk],
      );
      const changed: string[] = [];
      for (const row of result.rows) {
        const entry = subscribers.get(row.id);
        if (entry === undefined) continue;
        // A new subscriber gets the current state once more (a change may have landed between its
        // first event and this check); a repeated event is harmless, a missed one is not.
        if (entry.version !== null && entry.version >= row.version) continue;
        changed.push(row.id);
      }
      // A burst of changes (a block confirming many payments) is loaded a few at a time in
      // parallel, each delivered as soon as it is loaded (bench/README.md "Live status").
      let next = 0;
      const worker = async () => {
        while (next < changed.length) {
          const id = changed[next]!;
          next += 1;
          const loaded = await options.load(id);
          if (loaded !== undefined) deliver(id, loaded.version, loaded.payment);
        }
      };
      await Promise.all(Array.from({ length: Math.min(loadConcurrency, changed.length) }, worker));
    }
  }

  function run(): void {
    if (running !== undefined) {
      again = true;
      return;
    }
    running = check()
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          run();
        }
      });
  }

  function schedule(): void {
    if (stopped || timer !== undefined || subscribers.size === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      run();
      schedule();
    }, options.intervalMs);
  }

  return {
    get subscriberCount() {
      return count;
    },
    subscribe(paymentId, listener) {
      if (count >= maxLiveSubscribers) throw new Error('too many live subscribers');
      let entry = subscribers.get(paymentId);
      if (entry === undefined) {
        entry = { version: null, listeners: new Set() };
        subscribers.set(paymentId, entry);
      }
      entry.listeners.add(listener);
      count += 1;
      schedule();
      let done = false;
      return () => {
        if (done) return;
        done = true;
        count -= 1;
        const current = subscribers.get(paymentId);
        current?.listeners.delete(listener);
        if (current !== undefined && current.listeners.size === 0) subscribers.delete(paymentId);
        if (subscribers.size === 0 && timer !== undefined) {
          clearTimeout(timer);
          timer = undefined;
        }
      };
    },
    publish(paymentId, version, payment) {
      deliver(paymentId, version, payment);
    },
    poke() {
      if (!stopped && subscribers.size > 0) run();
    },
    stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
