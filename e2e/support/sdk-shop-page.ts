import type { Page } from '@playwright/test';

/**
 * The SDK tests' shop pages (e2e/sdk.spec.ts): what the page instrumentation keeps on window, and
 * the problems (uncaught errors, console errors) of the shop and its frames.
 */

const platform = () => process.env['E2E_BASE_URL'] ?? '';

/** What the page instrumentation (addInitScript, outside the page's CSP) and the tests keep on window. */
export interface TestWindow {
  WLPay?: {
    auto?: Promise<unknown>;
    mount(options: Record<string, unknown>): Promise<{ destroy(): void }>;
  };
  violations: string[];
  activeListeners(): string[];
  pendingTimers(): number[];
  events: { type: string; by?: string; live?: boolean; payment?: { transaction_id: string } }[];
  received: string[];
  handle?: { destroy(): void };
}

/**
 * Runs before any page script in the shop's main frame: records CSP violations and keeps count of
 * the listeners and timers the page's code adds and removes, so a test can see what destroy()
 * leaves behind. (Listeners with `once` remove themselves and are not counted.)
 */
function instrument(): void {
  if (window.top !== window) return;
  const testWindow = window as unknown as TestWindow;
  testWindow.violations = [];
  document.addEventListener('securitypolicyviolation', (event) =>
    testWindow.violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
  );
  const ids = new WeakMap<object, number>();
  let nextId = 0;
  const idOf = (object: object) => {
    if (!ids.has(object)) ids.set(object, nextId++);
    return ids.get(object);
  };
  const keyOf = (target: object, type: string, listener: unknown, options: unknown) => {
    const capture = typeof options === 'boolean' ? options : Boolean((options as AddEventListenerOptions)?.capture);
    const name = target instanceof Node ? target.nodeName : String(target);
    return `${name}#${idOf(target)} ${type} ${listener ? idOf(listener as object) : ''} ${capture}`;
  };
  const active = new Set<string>();
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    if (listener && !(typeof options === 'object' && options?.once)) active.add(keyOf(this, type, listener, options));
    return add.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    if (listener) active.delete(keyOf(this, type, listener, options));
    return remove.call(this, type, listener, options);
  };
  testWindow.activeListeners = () => [...active];
  const pending = new Set<number>();
  const setTimer = window.setTimeout.bind(window);
  const clearTimer = window.clearTimeout.bind(window);
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
    const id = setTimer(
      (...args: unknown[]) => {
        pending.delete(id);
        if (typeof handler === 'function') handler(...args);
      },
      delay,
      ...rest,
    );
    pending.add(id);
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) pending.delete(id);
    clearTimer(id);
  }) as typeof window.clearTimeout;
  testWindow.pendingTimers = () => [...pending];
}

/**
 * Uncaught errors and console errors of the shop and its frames. One kind is left out: the widget's
 * calls to the merchant API (`/m/api/…`), which answer 404 until that API is built (issue 6's
 * merchant API part); the SDK has no say in them.
 */
function trackProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    if (where.startsWith(`${platform()}/m/api/`) && message.text().startsWith('Failed to load resource')) return;
    problems.push(`console (${where}): ${message.text()}`);
  });
  return problems;
}

export async function openShop(page: Page, url: string): Promise<string[]> {
  const problems = trackProblems(page);
  await page.addInitScript(instrument);
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as TestWindow).WLPay !== undefined);
  return problems;
}
