import { afterEach, describe, expect, it, vi } from 'vitest';
import { autoMount, createGlobal, optionsFromScript } from './script-tag.js';
import { mountedFrame, platformOrigin, postFromFrame, useFakePlatform } from './test-frames.js';

useFakePlatform();
afterEach(() => vi.restoreAllMocks());

function scriptTag(data: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(data)) script.setAttribute(`data-${name}`, value);
  return script;
}

describe('optionsFromScript', () => {
  it('mounts the widget as a modal unless the tag names a container', () => {
    expect(optionsFromScript(scriptTag({ 'merchant-id': 'mer_1', 'transaction-id': 'pay_1' }))).toEqual({
      kind: 'widget',
      mode: 'modal',
      merchantId: 'mer_1',
      transactionId: 'pay_1',
    });
    expect(
      optionsFromScript(
        scriptTag({
          'merchant-id': 'mer_1',
          'transaction-id': 'pay_1',
          container: '#pay',
          lang: 'fi',
          kind: 'checkout',
        }),
      ),
    ).toEqual({
      kind: 'checkout',
      mode: 'inline',
      merchantId: 'mer_1',
      transactionId: 'pay_1',
      container: '#pay',
      lang: 'fi',
    });
    expect(
      optionsFromScript(scriptTag({ container: '#pay', mode: 'modal', origin: 'https://other.test' })),
    ).toMatchObject({
      mode: 'modal',
      origin: 'https://other.test',
    });
  });
});

describe('createGlobal', () => {
  const options = { kind: 'widget', merchantId: 'mer_1', transactionId: 'pay_1', mode: 'modal' } as const;

  it("mounts from the script's origin, or the one passed", async () => {
    const wlpay = createGlobal(platformOrigin);
    expect(wlpay.version).toBe(1);
    const mounting = wlpay.mount(options);
    expect(new URL(mountedFrame().src).origin).toBe(platformOrigin);
    postFromFrame('ready');
    (await mounting).destroy();

    void wlpay.mount({ ...options, origin: 'https://other.example.test' }).catch(() => {});
    expect(new URL(mountedFrame().src).origin).toBe('https://other.example.test');
  });

  it('without either it says to pass the origin', async () => {
    await expect(createGlobal(undefined).mount(options)).rejects.toMatchObject({
      code: 'invalid_options',
      message: expect.stringContaining('origin must be the platform origin'),
    });
  });
});

describe('autoMount', () => {
  it('waits for the page to be parsed so a container below the script exists', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const script = scriptTag({ 'merchant-id': 'mer_1', 'transaction-id': 'pay_1', container: '#later' });
    const mounted = autoMount(createGlobal(platformOrigin), script);
    const container = document.createElement('div');
    container.id = 'later';
    document.body.append(container);
    await Promise.resolve();
    expect(container.querySelector('wlpay-embed')).toBeNull();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await vi.waitFor(() => expect(container.querySelector('wlpay-embed')).not.toBeNull());
    postFromFrame('ready');
    await expect(mounted).resolves.toMatchObject({ destroy: expect.any(Function) });
  });

  it('logs what to fix when the tag is wrong', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const mounted = autoMount(createGlobal(platformOrigin), scriptTag({ 'merchant-id': 'mer_1' }));
    await expect(mounted).rejects.toMatchObject({ code: 'invalid_options' });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('transactionId must be the id of your payment'));
  });
});
