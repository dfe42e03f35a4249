import { describe, expect, it } from 'vitest';
import { isExactOrigin, maxAllowedOrigins, originProblem } from './origins.js';

describe('allowed origins', () => {
  it('accepts only exact http(s) origins, as the server checks them', () => {
    expect(isExactOrigin('https://shop.example')).toBe(true);
    expect(isExactOrigin('http://localhost:8080')).toBe(true);
    expect(isExactOrigin('https://shop.example/')).toBe(false);
    expect(isExactOrigin('https://shop.example/path')).toBe(false);
    expect(isExactOrigin('https://user@shop.example')).toBe(false);
    expect(isExactOrigin('HTTPS://Shop.example')).toBe(false);
    expect(isExactOrigin('ftp://shop.example')).toBe(false);
    expect(isExactOrigin('shop.example')).toBe(false);
    expect(isExactOrigin('https://shop.example:443')).toBe(false);
  });

  it('refuses duplicates and more than the limit', () => {
    expect(originProblem(' https://a.example ', [])).toBeNull();
    expect(originProblem('https://a.example', ['https://a.example'])).toBe('duplicate');
    expect(originProblem('https://a.example/', [])).toBe('invalid');
    const full = Array.from({ length: maxAllowedOrigins }, (_, index) => `https://s${index}.example`);
    expect(originProblem('https://new.example', full)).toBe('too_many');
  });
});
