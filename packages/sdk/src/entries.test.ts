import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  delete window.WLPay;
  vi.resetModules();
});

describe('the npm entries', () => {
  it('pure exports mount and MountError and defines nothing global', async () => {
    const pure = await import('./pure.js');
    expect(Object.keys(pure).sort()).toEqual(['MountError', 'mount']);
    expect(window.WLPay).toBeUndefined();
  });

  it('the default entry also sets window.WLPay, keeping one the script tag set', async () => {
    const entry = await import('./index.js');
    expect(Object.keys(entry).sort()).toEqual(['MountError', 'mount']);
    expect(window.WLPay?.version).toBe(1);

    const fromScriptTag = { version: 1 as const, mount: entry.mount };
    window.WLPay = fromScriptTag;
    vi.resetModules();
    await import('./index.js');
    expect(window.WLPay).toBe(fromScriptTag);
  });
});
