import type { MerchantPayment } from '@platform/core';
import type { Queryable } from '../../db/database.js';
import { createJob } from '../../lib/jobs/job.js';

/**
 * Live payment status for Server-Sent Events subscribers. Changes are read from the database (each
 * state change bumps merchant_payments.version), so a change made by any server instance or worker
 * reaches the subscribers of every instance: one query per tick for all watched payments of this
 * process, whatever the number of subscribers. A change this process made is handed over as it
 * committed (`publish`: no query, delivered at once, even while the process is busy with a burst of
 * settlements); `poke()` checks at once (this process made a change it has no view of).
 * Versions only move forward: an older view (published late, or loaded by a check that raced a
 * publish) is never delivered after a newer one. The checks run on the server's job runner: every
 * interval, and again at once when a poke came while a check was running (a change may have
 * committed after that check read the versions).
 */
export interface LiveStatus {
  /**
   * Follows a payment. `knownVersion`: the version the subscriber has already (its first event), so
   * a check delivers only what is newer; without it, a check delivers the current state once more.
   */
  subscribe(paymentId: string, listener: (payment: MerchantPayment) => void, knownVersion?: number): () => void;
  /** A committed change of this process: delivered now unless the subscribers already have this version. */
  publish(paymentId: string, version: number, payment: MerchantPayment): void;
  poke(): void;
  /** Stops the checks (a check in flight finishes). */
  stop(): Promise<void>;
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
  const subscribers: Subscribers = new Map();
  let count = 0;
  let checking = false;
  let pokedDuringCheck = false;
  let stopped = false;

  const checks = createJob<boolean>({
    intervalMs: options.intervalMs,
    run: async () => {
      checking = true;
      pokedDuringCheck = false;
      try {
        await checkVersions(subscribers, options);
      } catch {
        // A failed check changes nothing: the next one tries again.
      } finally {
        checking = false;
      }
      return pokedDuringCheck;
    },
    batchWasFull: (poked) => poked,
  });
  checks.start();

  const poke = (): void => {
    if (stopped || subscribers.size === 0) return;
    if (checking) {
      pokedDuringCheck = true;
      return;
    }
    void checks.runNow().then((poked) => {
      if (poked) poke();
    });
  };

  return {
    get subscriberCount() {
      return count;
    },
    subscribe(paymentId, listener, knownVersion) {
      if (count >= maxLiveSubscribers) throw new Error('too many live subscribers');
      count += 1;
      const unsubscribe = addListener(subscribers, { paymentId, listener, knownVersion });
      let done = false;
      return () => {
        if (done) return;
        done = true;
        count -= 1;
        unsubscribe();
      };
    },
    publish(paymentId, version, payment) {
      deliver(subscribers, paymentId, version, payment);
    },
    poke,
    stop() {
      stopped = true;
      return checks.stop();
    },
  };
}

type Listener = (payment: MerchantPayment) => void;
type Subscribers = Map<string, { version: number | null; listeners: Set<Listener> }>;

function addListener(
  subscribers: Subscribers,
  subscription: { paymentId: string; listener: Listener; knownVersion: number | undefined },
): () => void {
  const { paymentId, listener, knownVersion } = subscription;
  let entry = subscribers.get(paymentId);
  if (entry === undefined) {
    entry = { version: knownVersion ?? null, listeners: new Set() };
    subscribers.set(paymentId, entry);
  } else if (knownVersion !== undefined && entry.version !== null && knownVersion < entry.version) {
    // This subscriber read an older version than the others were given: the next check catches it up.
    entry.version = knownVersion;
  }
  entry.listeners.add(listener);
  return () => {
    const current = subscribers.get(paymentId);
    current?.listeners.delete(listener);
    if (current !== undefined && current.listeners.size === 0) subscribers.delete(paymentId);
  };
}

/** Delivers a payment's version to its subscribers unless they have it or a newer one already. */
function deliver(subscribers: Subscribers, paymentId: string, version: number, payment: MerchantPayment): void {
  const entry = subscribers.get(paymentId);
  if (entry === undefined || (entry.version !== null && entry.version >= version)) return;
  entry.version = version;
  for (const listener of [...entry.listeners]) listener(payment);
}

/** One check: the versions of every watched payment, then the changed ones loaded and delivered. */
async function checkVersions(
  subscribers: Subscribers,
  options: Pick<Parameters<typeof createLiveStatus>[0], 'database' | 'load'>,
): Promise<void> {
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
        if (loaded !== undefined) deliver(subscribers, id, loaded.version, loaded.payment);
      }
    };
    await Promise.all(Array.from({ length: Math.min(loadConcurrency, changed.length) }, worker));
  }
}
