import type { Subscriber } from 'zeromq';
import type { WatchedChain } from '../chain-source.js';
import { redactedMessage, type PushListener, type PushLogger, type PushStatus } from './push-listener.js';

/** The Bitcoin Core notifications that mean "look again": a transaction entered the mempool, a block arrived. */
export const zmqTopics = ['rawtx', 'hashblock'] as const;

/** Timeouts and reconnection of the ZMQ subscription (libzmq applies them; tests shorten them). */
export interface ZmqTiming {
  /** First reconnection delay; libzmq doubles it after each failed attempt, up to reconnectMaxMs. */
  reconnectMs: number;
  reconnectMaxMs: number;
  /** A TCP connect that does not complete by then is abandoned (and retried). */
  connectTimeoutMs: number;
  /** ZMTP heartbeats: a PING every heartbeatMs; no traffic within heartbeatTimeoutMs drops the connection. */
  heartbeatMs: number;
  heartbeatTimeoutMs: number;
}

export const defaultZmqTiming: ZmqTiming = {
  reconnectMs: 100,
  reconnectMaxMs: 30_000,
  connectTimeoutMs: 5_000,
  heartbeatMs: 10_000,
  heartbeatTimeoutMs: 30_000,
};

/** Notifications queued in libzmq at most (the rest are dropped: one is enough to wake the watcher). */
const receiveHighWaterMark = 1_000;
/** A raw transaction or block hash notification larger than this closes the connection. */
const maxMessageBytes = 4 * 1024 * 1024;

export interface ZmqListenerOptions {
  chain: Extract<WatchedChain, 'BTC' | 'LTC' | 'BCH'>;
  /** The node's -zmqpubrawtx / -zmqpubhashblock address, e.g. tcp://127.0.0.1:28332 (one address for both). */
  url: string;
  onSignal: () => void;
  logger: PushLogger;
  timing?: Partial<ZmqTiming>;
}

interface ListenerState {
  options: ZmqListenerOptions;
  timing: ZmqTiming;
  status: PushStatus;
  socket: Subscriber | undefined;
  stopped: boolean;
  /** One warning per outage, not one per libzmq retry. */
  retriesLogged: boolean;
}

/** Wakes the watcher on every notification until the socket closes. */
async function receiveLoop(state: ListenerState, subscriber: Subscriber): Promise<void> {
  const { chain, logger, url } = state.options;
  while (!state.stopped && !subscriber.closed) {
    try {
      const [topic] = await subscriber.receive();
      const name = topic?.toString('latin1') ?? '';
      state.status.notifications[name] = (state.status.notifications[name] ?? 0) + 1;
      state.options.onSignal();
    } catch (error) {
      if (state.stopped || subscriber.closed) return;
      logger.error({ chain, err: redactedMessage(error, url) }, 'chain push: ZMQ receive failed');
      await new Promise((resolveWait) => setTimeout(resolveWait, state.timing.reconnectMs));
    }
  }
}

/** Logs the connection's ups and downs; each connection wakes the watcher to catch up. */
function observe(state: ListenerState, subscriber: Subscriber): void {
  const { chain, logger } = state.options;
  subscriber.events.on('connect', () => {
    state.status.connected = true;
    state.status.connections += 1;
    state.retriesLogged = false;
    logger.info({ chain, connections: state.status.connections }, 'chain push: ZMQ connected');
    state.options.onSignal();
  });
  subscriber.events.on('disconnect', () => {
    state.status.connected = false;
    logger.warn({ chain }, 'chain push: ZMQ disconnected, polling until it reconnects');
  });
  subscriber.events.on('connect:retry', (event) => {
    if (state.retriesLogged) return;
    state.retriesLogged = true;
    logger.warn({ chain, retryMs: event.interval }, 'chain push: ZMQ not reachable, retrying with backoff');
  });
}

async function run(state: ListenerState): Promise<void> {
  const zeromq = await import('zeromq');
  if (state.stopped) return;
  const { timing } = state;
  const subscriber = new zeromq.Subscriber({
    reconnectInterval: timing.reconnectMs,
    reconnectMaxInterval: timing.reconnectMaxMs,
    connectTimeout: timing.connectTimeoutMs,
    heartbeatInterval: timing.heartbeatMs,
    heartbeatTimeout: timing.heartbeatTimeoutMs,
    receiveHighWaterMark,
    maxMessageSize: maxMessageBytes,
    linger: 0,
  });
  state.socket = subscriber;
  observe(state, subscriber);
  subscriber.subscribe(...zmqTopics);
  subscriber.connect(state.options.url);
  await receiveLoop(state, subscriber);
}

/**
 * Subscribes to a Bitcoin Core-compatible node's ZMQ `rawtx` and `hashblock` notifications (npm
 * `zeromq`, loaded only when a URL is configured: a platform without its prebuilt addon keeps
 * polling). Every notification wakes the watcher; so does every (re)connection, so a cycle catches
 * up on what was published while the connection was down (ZMQ PUB/SUB does not replay). libzmq
 * reconnects on its own with exponential backoff, times out connects and, with heartbeats,
 * connections that went silent.
 */
export function createZmqListener(options: ZmqListenerOptions): PushListener {
  const state: ListenerState = {
    options,
    timing: { ...defaultZmqTiming, ...options.timing },
    status: { connected: false, connections: 0, notifications: {} },
    socket: undefined,
    stopped: true,
    retriesLogged: false,
  };
  let running: Promise<void> | undefined;
  return {
    chain: options.chain,
    start() {
      if (running !== undefined) return;
      state.stopped = false;
      running = run(state).catch((error: unknown) => {
        state.socket?.close();
        state.socket = undefined;
        options.logger.error(
          { chain: options.chain, err: redactedMessage(error, options.url) },
          'chain push: ZMQ unavailable, deposits are found by polling only',
        );
      });
    },
    async stop() {
      state.stopped = true;
      state.status.connected = false;
      state.socket?.close();
      state.socket = undefined;
      const pending = running;
      running = undefined;
      await pending;
    },
    status: () => ({ ...state.status, notifications: { ...state.status.notifications } }),
  };
}
