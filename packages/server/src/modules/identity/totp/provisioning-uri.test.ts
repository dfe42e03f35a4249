import { describe, expect, it } from 'vitest';
import { provisioningUri } from './provisioning-uri.js';

describe('provisioningUri', () => {
  it('writes the Key Uri Format with the brand as issuer', () => {
    const uri = provisioningUri({
      issuer: 'Demo Exchange',
      accountName: 'ann@example.com',
      secretBase32: 'JBSWY3DPEHPK3PXP',
    });
    expect(uri).toBe(
      'otpauth://totp/Demo%20Exchange:ann%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Demo%20Exchange&algorithm=SHA1&digits=6&period=30',
    );
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe('otpauth:');
    expect(parsed.searchParams.get('issuer')).toBe('Demo Exchange');
  });

  it('keeps colons and reserved characters out of the label', () => {
    const uri = provisioningUri({ issuer: 'A:B & C', accountName: 'x:y@example.com', secretBase32: 'AAAA' });
    const label = decodeURIComponent(uri.slice('otpauth://totp/'.length, uri.indexOf('?')));
    expect(label).toBe('A B & C:x y@example.com');
    expect(new URL(uri).searchParams.get('issuer')).toBe('A B & C');
  });
});
