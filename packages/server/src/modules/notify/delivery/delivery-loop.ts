import type { DeliveryReport } from './deliver-pending.js';

export interface DeliveryLoopOptions {
  /** One worker pass; resolves with what it did. */
  runOnce: () => Promise<DeliveryReport>;
  batchSize: number;
  pollIntervalMs: number;
  onError: (error: unknown) => void;
}

export interface DeliveryLoop {
  /** Stops polling and waits for the pass in flight. */
  stop(): Promise<void>;
}

/**
 * Polls the outbox: a full batch means more may be waiting, so the next pass starts at once;
 * otherwise it waits `pollIntervalMs`. One pass at a time per process.
 */
export function startDeliveryLoop(options: DeliveryLoopOptions): DeliveryLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();

  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      inFlight = tick();
    }, delayMs);
    timer.unref();
  };

  const tick = async () => {
    let delayMs = options.pollIntervalMs;
    try {
      const report = await options.runOnce();
      if (report.claimed >= options.batchSize) delayMs = 0;
    } catch (error) {
      options.onError(error);
    }
    schedule(delayMs);
  };

  schedule(0);
  return {
    async stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      await inFlight;
    },
  };
}
