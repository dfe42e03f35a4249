import { describe, expect, it } from 'vitest';
import { securityHeadersFor } from '../plugins/security-headers.js';
import { cacheControlFor, immutableCacheControl } from './cache-control.js';

describe('cacheControlFor', () => {
  it.each([
    ['/apps/members-app/dist/assets/index-C8fL2m9q.js', immutableCacheControl],
    ['/apps/members-app/dist/assets/index-abcdefgh.js', 'no-cache'],
    ['/apps/members-app/dist/assets/vendor-12345678.css', immutableCacheControl],
    ['/apps/members-app/dist/index-C8fL2m9q.js', 'no-cache'],
    ['/apps/members-app/dist/index.html', 'no-cache'],
    ['/apps/widget/dist/assets/widget-CjeC-_tG.js', immutableCacheControl],
    ['/apps/widget/dist/assets/my-long-file-name.js', 'no-cache'],
    ['/apps/sdk/dist/v1.js', 'public, max-age=300'],
    ['/apps/widget/dist/v1.js', 'no-cache'],
  ])('%s → %s', (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });
});

describe('securityHeadersFor', () => {
  const apiBases = ['/api', '/m'];
  it('adds HSTS only when the public URL is https', () => {
    expect(securityHeadersFor('/', { apiBases, publicUrl: 'https://pay.example' })['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(
      securityHeadersFor('/', { apiBases, publicUrl: 'http://pay.example' })['strict-transport-security'],
    ).toBeUndefined();
    expect(securityHeadersFor('/', { apiBases, publicUrl: undefined })['strict-transport-security']).toBeUndefined();
  });

  it('does not treat look-alike paths as the embeddable apps', () => {
    expect(securityHeadersFor('/widgets', { apiBases, publicUrl: undefined })['x-frame-options']).toBe('DENY');
    expect(securityHeadersFor('/flow?x=1', { apiBases, publicUrl: undefined })['x-frame-options']).toBeUndefined();
    expect(securityHeadersFor('/mobile', { apiBases, publicUrl: undefined })['content-security-policy']).toContain(
      "script-src 'self'",
    );
  });
});
