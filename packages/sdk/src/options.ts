import { MountError } from './errors.js';
import type { EmbedEvent, EmbedKind, EmbedMode, MountOptions } from './types.js';

/** The options after checking, with the container found. */
export interface MountSettings {
  kind: EmbedKind;
  merchantId: string;
  transactionId: string;
  lang?: string | undefined;
  origin: string;
  mode: EmbedMode;
  container: Element | undefined;
  publishableKey?: string | undefined;
  onEvent?: ((event: EmbedEvent) => void) | undefined;
}

/** The widget guard's id rule (packages/widget/src/guard/widget-guard.ts). */
const idPattern = /^[\w-]{1,128}$/;
const isId = (value: unknown) => typeof value === 'string' && idPattern.test(value);

const invalid = (message: string): never => {
  throw new MountError('invalid_options', message);
};
/** The messages say what is expected and what was passed (kept short: the script has a byte budget). */
const need = (ok: boolean, field: string, rule: string, value: unknown) =>
  ok || invalid(`${field} must be ${rule}, not ${JSON.stringify(value)}.`);

function readOrigin(value: unknown): string {
  const origin = String(value).replace(/\/$/, '').toLowerCase();
  need(
    /^https?:\/\/[\w.-]+(:\d+)?$/.test(origin),
    'origin',
    'the platform origin, like "https://pay.example.com"',
    value,
  );
  return origin;
}

function readContainer(container: unknown): Element {
  let element: unknown;
  try {
    element = typeof container === 'string' ? document.querySelector(container) : container;
  } catch {
    // not a selector: need() below says so
  }
  need(
    element instanceof Element && element.isConnected,
    'container',
    'an element of the page or its selector',
    container,
  );
  return element as Element;
}

/**
 * Checks what a merchant passed (in a browser: mount() checks that first); a mistake throws a
 * MountError whose message says how to fix it.
 */
export function readOptions(options: MountOptions): MountSettings {
  const { kind, merchantId, transactionId, mode } = options;
  need(kind === 'widget' || kind === 'checkout', 'kind', '"widget" or "checkout"', kind);
  need(isId(merchantId), 'merchantId', 'your merchant id (mer_…)', merchantId);
  need(isId(transactionId), 'transactionId', 'the id of the payment you created (pay_…)', transactionId);
  need(mode === 'inline' || mode === 'modal', 'mode', '"inline" or "modal"', mode);
  const key = options.publishableKey;
  need(
    key === undefined || /^pk_(test|live)_[\w-]{8,200}$/.test(key),
    'publishableKey',
    'your pk_test_… or pk_live_… key',
    key,
  );
  const origin = readOrigin(options.origin);
  const container = mode === 'inline' ? readContainer(options.container) : undefined;
  return { ...options, origin, container };
}
