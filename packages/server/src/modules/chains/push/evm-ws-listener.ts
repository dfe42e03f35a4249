import WebSocket from 'ws';
import { transferTopic } from '../sources/evm-source.js';
import {
  backoffDelay,
  redactedMessage,
  type Backoff,
  type PushListener,
  type PushLogger,
  type PushStatus,
} from './push-listener.js';

/** Timeouts and reconnection of the EVM node's WebSocket (tests shorten them). */
export interface EvmWsTiming {
  /** The WebSocket opening handshake must complete by then. */
  handshakeTimeoutMs: number;
  /** Every eth_subscribe must be answered by then, or the connection is dropped and retried. */
  subscribeTimeoutMs: number;
  /** A ping every pingIntervalMs; a connection that answered none of the last one is dropped. */
  pingIntervalMs: number;
  backoff: Backoff;
}

export const defaultEvmWsTiming: EvmWsTiming = {
  handshakeTimeoutMs: 10_000,
  subscribeTimeoutMs: 10_000,
  pingIntervalMs: 15_000,
  backoff: { baseMs: 250, maxMs: 30_000 },
};

/** A notification (a block header or one log) larger than this closes the connection. */
const maxPayloadBytes = 1024 * 1024;

export interface EvmWsListenerOptions {
  /** ws:// or wss:// (secret: a provider's URL may carry an API key; never logged). */
  url: string;
  /** ERC-20 contracts whose Transfer logs are subscribed to (none: new heads only). */
  tokenContracts: readonly string[];
  onSignal: () => void;
  logger: PushLogger;
  timing?: Partial<EvmWsTiming>;
}

interface Connection {
  socket: WebSocket;
  /** eth_subscribe request id → topic, until answered. */
  pending: Map<number, string>;
  /** Subscription id → topic. */
  subscriptions: Map<string, string>;
  alive: boolean;
  timers: ReturnType<typeof setTimeout>[];
}

/** The eth_subscribe requests of one connection: new heads, and the tokens' Transfer logs. */
function subscribeRequests(tokenContracts: readonly string[]): { topic: string; params: unknown[] }[] {
  const requests: { topic: string; params: unknown[] }[] = [{ topic: 'newHeads', params: ['newHeads'] }];
  if (tokenContracts.length > 0)
    requests.push({ topic: 'logs', params: ['logs', { address: [...tokenContracts], topics: [transferTopic] }] });
  return requests;
}

function parsed(data: WebSocket.RawData): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(data.toString());
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** One listener's state, shared by the handlers of its successive connections. */
interface ListenerState {
  options: EvmWsListenerOptions;
  timing: EvmWsTiming;
  status: PushStatus;
  current: Connection | undefined;
  stopped: boolean;
  /** Failed connections in a row (the backoff's exponent); reset once subscribed. */
  failures: number;
  reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  /** Settles when the current socket has closed. */
  closed: Promise<void>;
}

function subscribed(state: ListenerState): void {
  state.status.connected = true;
  state.status.connections += 1;
  state.failures = 0;
  state.options.logger.info(
    { chain: 'ETH', connections: state.status.connections },
    'chain push: WebSocket subscribed',
  );
  state.options.onSignal();
}

function onMessage(state: ListenerState, connection: Connection, data: WebSocket.RawData): void {
  connection.alive = true;
  const message = parsed(data);
  if (message === undefined) return;
  if (message['method'] === 'eth_subscription') {
    const params = message['params'] as { subscription?: unknown } | undefined;
    const topic = connection.subscriptions.get(String(params?.subscription)) ?? 'unknown';
    state.status.notifications[topic] = (state.status.notifications[topic] ?? 0) + 1;
    state.options.onSignal();
    return;
  }
  const topic = connection.pending.get(Number(message['id']));
  if (topic === undefined) return;
  connection.pending.delete(Number(message['id']));
  if (typeof message['result'] !== 'string') {
    const error = JSON.stringify(message['error'] ?? null).slice(0, 200);
    state.options.logger.error({ chain: 'ETH', topic, error }, 'chain push: eth_subscribe refused');
    connection.socket.terminate();
    return;
  }
  connection.subscriptions.set(message['result'], topic);
  if (connection.pending.size === 0) subscribed(state);
}

function onOpen(state: ListenerState, connection: Connection): void {
  subscribeRequests(state.options.tokenContracts).forEach((request, index) => {
    connection.pending.set(index + 1, request.topic);
    connection.socket.send(
      JSON.stringify({ jsonrpc: '2.0', id: index + 1, method: 'eth_subscribe', params: request.params }),
    );
  });
  connection.timers.push(
    setTimeout(() => {
      if (connection.pending.size > 0) connection.socket.terminate();
    }, state.timing.subscribeTimeoutMs),
    setInterval(() => {
      if (!connection.alive) return connection.socket.terminate();
      connection.alive = false;
      connection.socket.ping();
    }, state.timing.pingIntervalMs),
  );
}

function onClose(state: ListenerState, connection: Connection, reason: unknown): void {
  for (const timer of connection.timers) clearTimeout(timer);
  if (state.current !== connection) return;
  state.current = undefined;
  state.status.connected = false;
  if (state.stopped) return;
  const delayMs = backoffDelay(state.failures, state.timing.backoff);
  // One warning per outage (the first failure after a subscribed connection or the start), not per retry.
  if (state.failures === 0) {
    const err = redactedMessage(reason, state.options.url);
    state.options.logger.warn(
      { chain: 'ETH', err, retryMs: delayMs },
      'chain push: WebSocket closed, polling until it reconnects',
    );
  }
  state.failures += 1;
  state.reconnectTimer = setTimeout(() => {
    state.reconnectTimer = undefined;
    connect(state);
  }, delayMs);
}

function connect(state: ListenerState): void {
  const { url } = state.options;
  let socket: WebSocket;
  try {
    socket = new WebSocket(url, {
      handshakeTimeout: state.timing.handshakeTimeoutMs,
      maxPayload: maxPayloadBytes,
      perMessageDeflate: false,
      followRedirects: false,
    });
  } catch (error) {
    const err = redactedMessage(error, url);
    state.options.logger.error({ chain: 'ETH', err }, 'chain push: WebSocket unusable, polling only');
    return;
  }
  const connection: Connection = { socket, pending: new Map(), subscriptions: new Map(), alive: true, timers: [] };
  state.current = connection;
  let lastError: unknown = 'closed by the node';
  state.closed = new Promise((resolveClosed) => socket.once('close', () => resolveClosed()));
  socket.on('open', () => onOpen(state, connection));
  socket.on('message', (data) => onMessage(state, connection, data));
  socket.on('pong', () => (connection.alive = true));
  socket.on('error', (error) => (lastError = error));
  socket.on('close', () => onClose(state, connection, lastError));
}

/**
 * Subscribes over an EVM node's WebSocket (npm `ws`; Node 20 has no WebSocket client) to
 * `eth_subscribe` `newHeads` and the token contracts' Transfer `logs`. Every notification wakes the
 * watcher, and so does every connection once all its subscriptions are confirmed, so a cycle
 * catches up on blocks mined while it was down (subscriptions do not replay). A connection that
 * fails its handshake, its subscriptions or its pings within their timeouts is dropped and opened
 * again after an exponential backoff with jitter; polling goes on meanwhile.
 */
export function createEvmWsListener(options: EvmWsListenerOptions): PushListener {
  const state: ListenerState = {
    options,
    timing: { ...defaultEvmWsTiming, ...options.timing },
    status: { connected: false, connections: 0, notifications: {} },
    current: undefined,
    stopped: true,
    failures: 0,
    reconnectTimer: undefined,
    closed: Promise.resolve(),
  };
  return {
    chain: 'ETH',
    start() {
      if (!state.stopped) return;
      state.stopped = false;
      connect(state);
    },
    async stop() {
      state.stopped = true;
      if (state.reconnectTimer !== undefined) clearTimeout(state.reconnectTimer);
      state.reconnectTimer = undefined;
      state.status.connected = false;
      state.current?.socket.terminate();
      await state.closed;
    },
    status: () => ({ ...state.status, notifications: { ...state.status.notifications } }),
  };
}
