// @vitest-environment node
import { afterAll, describe, expect, it, vi } from 'vitest';

// A server has none of these; any read of them during import would fail there ("window is not defined").
const browserGlobals = [
  'window',
  'document',
  'self',
  'navigator',
  'location',
  'HTMLElement',
  'CSSStyleSheet',
  'customElements',
];
const touched: string[] = [];
for (const name of browserGlobals) {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      touched.push(name);
      return undefined;
    },
  });
}
afterAll(() => {
  for (const name of browserGlobals) delete (globalThis as Record<string, unknown>)[name];
});

const options = {
  kind: 'widget',
  merchantId: 'mer_1',
  transactionId: 'pay_1',
  mode: 'modal',
  origin: 'https://pay.example.test',
} as const;

describe('importing the SDK on a server', () => {
  it('pure reads no browser global, and mount() says it needs a browser', async () => {
    vi.resetModules();
    const { mount } = await import('./pure.js');
    expect(touched).toEqual([]);
    await expect(mount(options)).rejects.toMatchObject({
      code: 'invalid_options',
      message: expect.stringContaining('mount() needs a browser'),
    });
  });

  it('the default entry only checks that there is no window, and defines nothing', async () => {
    touched.length = 0;
    vi.resetModules();
    const { mount } = await import('./index.js');
    expect(touched).toEqual(['window']);
    expect(Object.getOwnPropertyDescriptor(globalThis, 'WLPay')).toBeUndefined();
    await expect(mount(options)).rejects.toMatchObject({ code: 'invalid_options' });
  });
});
