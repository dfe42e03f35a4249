import { afterEach, describe, expect, it } from 'vitest';
import { prefetchPath, registerLayoutLoader } from './route-prefetch.js';

function setConnection(connection: { effectiveType?: string; saveData?: boolean } | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

afterEach(() => setConnection(undefined));

describe('link prefetch (spec §9)', () => {
  it('warms the code of the route area a link leads to, but not on 2g or with data saver', () => {
    let loads = 0;
    registerLayoutLoader('members', () => {
      loads += 1;
      return Promise.resolve();
    });
    setConnection({ effectiveType: '4g', saveData: false });
    prefetchPath('/wallets?addWallet=true');
    expect(loads).toBe(1);

    setConnection({ effectiveType: '2g' });
    prefetchPath('/wallets');
    setConnection({ effectiveType: '4g', saveData: true });
    prefetchPath('/transactions');
    expect(loads).toBe(1);

    setConnection(undefined);
    prefetchPath('/not-a-route');
    expect(loads).toBe(1);
  });
});
