import type { FastifyInstance } from 'fastify';

const idleReapIntervalMs = 100;

export interface ShutdownOptions {
  /** After this, the process exits even if requests are still running. */
  hardTimeoutMs: number;
  exit?: (code: number) => void;
  /** Where the signals come from; tests pass their own emitter instead of the process. */
  signals?: Pick<NodeJS.EventEmitter, 'once'>;
}

/**
 * On SIGINT/SIGTERM: stop accepting connections, let in-flight requests finish, close the database
 * (the app's onClose hook), then exit; a hung request cannot keep the process alive past the timeout.
 */
export function closeOnSignals(app: FastifyInstance, options: ShutdownOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error({ hardTimeoutMs: options.hardTimeoutMs }, 'shutdown timed out; exiting');
      exit(1);
    }, options.hardTimeoutMs);
    timer.unref();
    // A request in flight when the signal came leaves its keep-alive socket open once answered;
    // server.close() waits for every socket, so reap the ones that have gone idle since.
    const reaper = setInterval(() => app.server.closeIdleConnections(), idleReapIntervalMs);
    reaper.unref();
    app.close().then(
      () => {
        clearTimeout(timer);
        clearInterval(reaper);
        app.log.info('shut down cleanly');
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(timer);
        clearInterval(reaper);
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  const signals = options.signals ?? process;
  signals.once('SIGINT', onSignal);
  signals.once('SIGTERM', onSignal);
}
