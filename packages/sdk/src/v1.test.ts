import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountedFrame, platformOrigin, postFromFrame, useFakePlatform } from './test-frames.js';

useFakePlatform();

/** Runs the script-tag build's entry as if loaded by `script`. */
async function runScriptTag(script: HTMLScriptElement) {
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  vi.resetModules();
  await import('./v1.js');
}

function scriptTag(data: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  script.setAttribute('src', `${platformOrigin}/sdk/v1.js`);
  for (const [name, value] of Object.entries(data)) script.setAttribute(`data-${name}`, value);
  return script;
}

afterEach(() => {
  vi.restoreAllMocks();
  delete window.WLPay;
});

describe('the script tag', () => {
  it('auto-mounts from its data attributes, from its own origin', async () => {
    await runScriptTag(scriptTag({ 'merchant-id': 'mer_1', 'transaction-id': 'pay_1', lang: 'es' }));
    expect(window.WLPay?.version).toBe(1);
    expect(mountedFrame().src).toMatch(
      new RegExp(`^${platformOrigin}/widget/\\?merchant_id=mer_1&transaction_id=pay_1&lang=es#channel=`),
    );
    postFromFrame('ready');
    await expect(window.WLPay?.auto).resolves.toMatchObject({ destroy: expect.any(Function) });
  });

  it('without data-merchant-id only sets window.WLPay for mount() calls', async () => {
    await runScriptTag(scriptTag({}));
    expect(window.WLPay?.auto).toBeUndefined();
    expect(document.querySelector('wlpay-embed')).toBeNull();
    const mounting = window.WLPay?.mount({
      kind: 'checkout',
      merchantId: 'mer_1',
      transactionId: 'pay_1',
      mode: 'modal',
    });
    expect(mountedFrame().src.startsWith(`${platformOrigin}/flow/?`)).toBe(true);
    postFromFrame('ready');
    await expect(mounting).resolves.toMatchObject({ destroy: expect.any(Function) });
  });
});
