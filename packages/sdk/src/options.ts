import { MountError } from './errors.js';
import { matching, optional, type Rule } from './rules.js';
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
const isId = matching(/^[\w-]{1,128}$/);
/** Checked first, in this order: the field, its rule, what it must be. */
const optionRules: [keyof MountOptions, Rule, string][] = [
  ['kind', matching(/^(widget|checkout)$/), '"widget" or "checkout"'],
  ['merchantId', isId, 'your merchant id (mer_…)'],
  ['transactionId', isId, 'the id of your payment (pay_…)'],
  ['mode', matching(/^(inline|modal)$/), '"inline" or "modal"'],
  ['publishableKey', optional(matching(/^pk_(test|live)_[\w-]{8,200}$/)), 'your pk_test_… or pk_live_… key'],
];

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
  for (const [field, rule, expected] of optionRules) need(rule(options[field]), field, expected, options[field]);
  const origin = readOrigin(options.origin);
  const container = options.mode === 'inline' ? readContainer(options.container) : undefined;
  return { ...options, origin, container };
}
