import type { WatchedChain } from '../chain-source.js';

/**
 * A node's push notifications, turned into wake-ups of one chain's deposit watcher (README.md,
 * "Push notifications"). A listener only says "something happened": the watcher's cycle reads
 * what (blocks and mempool over RPC, as when polling), so a lost or duplicated notification costs
 * nothing but latency, and polling stays the backstop.
 */
export interface PushListener {
  readonly chain: WatchedChain;
  /** Connects, and reconnects with backoff until stop(); never throws (failures are logged). */
  start(): void;
  /** Closes the connection and cancels every timer; wake-ups stop at once. */
  stop(): Promise<void>;
  status(): PushStatus;
}

export interface PushStatus {
  /** Connected and subscribed (ZMQ: the TCP connection is up; EVM: every subscription confirmed). */
  connected: boolean;
  /** Connections made (the first and every reconnection); each wakes the watcher once to catch up. */
  connections: number;
  /** Notifications received, by topic (`rawtx`, `hashblock`, `newHeads`, `logs`). */
  notifications: Record<string, number>;
}

export interface PushLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** Reconnection delays: `baseMs` doubled per failed attempt up to `maxMs`, with jitter (50–100 %). */
export interface Backoff {
  baseMs: number;
  maxMs: number;
}

export function backoffDelay(attempt: number, backoff: Backoff, random: () => number = Math.random): number {
  const ceiling = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling * (0.5 + random() / 2));
}

/**
 * An error's message with the endpoint taken out: a provider's WebSocket URL often carries an API
 * key in its path or query, and URLs are never logged (only which chain).
 */
export function redactedMessage(error: unknown, url: string): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split(url).join('<url>').slice(0, 300);
}
