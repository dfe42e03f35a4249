import type { MerchantPayment } from '@platform/core';
import type { Queryable } from '../../db/database.js';

/**
 * Live payment status for Server-Sent Events subscribers. Changes are read from the database (each
 * state change bumps merchant_payments.version), so a change made by any server instance or worker
 * reaches the subscribers of every instance: one query per tick for all watched payments of this
 * process, whatever the number of subscribers. `poke()` checks at once (this process made a change).
 */
export interface LiveStatus {
  subscribe(paymentId: string, listener: (payment: MerchantPayment) => void): () => void;
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
  load(paymentId: string): Promise<MerchantPayment | undefined>;
  intervalMs: number;
}): LiveStatus {
  const subscribers = new Map<string, { version: number | null; listeners: Set<(payment: MerchantPayment) => void> }>();
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
        if (entry.version === row.version) continue;
        entry.version = row.version;
        changed.push(row.id);
      }
      // A burst of changes (a block confirming many payments) is loaded a few at a time in
      // parallel, each delivered as soon as it is loaded (bench/README.md "Live status").
      let next = 0;
      const worker = async () => {
        while (next < changed.length) {
          const id = changed[next]!;
          next += 1;
          const payment = await options.load(id);
          if (payment === undefined) continue;
          for (const listener of [...(subscribers.get(id)?.listeners ?? [])]) listener(payment);
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
    poke() {
      if (subscribers.size > 0) run();
    },
    stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
