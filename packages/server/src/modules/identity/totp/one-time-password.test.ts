import { describe, expect, it } from 'vitest';
import { hotp, matchTotp, platformTotp, totp, totpStep, type OtpAlgorithm } from './one-time-password.js';

const rfcSecret = Buffer.from('12345678901234567890');

describe('HOTP (RFC 4226 appendix D)', () => {
  const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
  it.each(expected.map((code, count) => [count, code] as const))('count %i gives %s', (count, code) => {
    expect(hotp(rfcSecret, BigInt(count))).toBe(code);
  });

  it('refuses a counter outside 64 bits', () => {
    expect(() => hotp(rfcSecret, -1n)).toThrow(RangeError);
    expect(() => hotp(rfcSecret, 2n ** 64n)).toThrow(RangeError);
  });
});

describe('TOTP (RFC 6238 appendix B)', () => {
  const seeds: Record<OtpAlgorithm, Buffer> = {
    sha1: Buffer.from('12345678901234567890'),
    sha256: Buffer.from('12345678901234567890123456789012'),
    sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
  };
  const table: [number, string, OtpAlgorithm][] = [
    [59, '94287082', 'sha1'],
    [59, '46119246', 'sha256'],
    [59, '90693936', 'sha512'],
    [1111111109, '07081804', 'sha1'],
    [1111111109, '68084774', 'sha256'],
    [1111111109, '25091201', 'sha512'],
    [1111111111, '14050471', 'sha1'],
    [1111111111, '67062674', 'sha256'],
    [1111111111, '99943326', 'sha512'],
    [1234567890, '89005924', 'sha1'],
    [1234567890, '91819424', 'sha256'],
    [1234567890, '93441116', 'sha512'],
    [2000000000, '69279037', 'sha1'],
    [2000000000, '90698825', 'sha256'],
    [2000000000, '38618901', 'sha512'],
    [20000000000, '65353130', 'sha1'],
    [20000000000, '77737706', 'sha256'],
    [20000000000, '47863826', 'sha512'],
  ];
  it.each(table)('at %i s gives %s with %s', (seconds, code, algorithm) => {
    expect(totp(seeds[algorithm], seconds * 1000, { algorithm, digits: 8, stepSeconds: 30 })).toBe(code);
  });

  it('platform codes are the last 6 digits of the same truncation (SHA-1, 30 s)', () => {
    expect(totp(rfcSecret, 59_000)).toBe('287082');
    expect(totp(rfcSecret, 1_111_111_109_000, platformTotp)).toBe('081804');
  });
});

describe('matchTotp', () => {
  const nowMs = 1_234_567_890_000;
  const current = totpStep(nowMs);
  const codeAt = (step: bigint) => hotp(rfcSecret, step);

  it('accepts the current step and one step either side, answering the step', () => {
    for (const step of [current - 1n, current, current + 1n]) {
      expect(matchTotp({ secret: rfcSecret, code: codeAt(step), nowMs, lastUsedStep: null })).toBe(step);
    }
  });

  it('refuses codes two steps away', () => {
    for (const step of [current - 2n, current + 2n]) {
      expect(matchTotp({ secret: rfcSecret, code: codeAt(step), nowMs, lastUsedStep: null })).toBeUndefined();
    }
  });

  it('refuses a replay of the last used step and any older step', () => {
    expect(matchTotp({ secret: rfcSecret, code: codeAt(current), nowMs, lastUsedStep: current })).toBeUndefined();
    expect(matchTotp({ secret: rfcSecret, code: codeAt(current - 1n), nowMs, lastUsedStep: current })).toBeUndefined();
    expect(matchTotp({ secret: rfcSecret, code: codeAt(current + 1n), nowMs, lastUsedStep: current })).toBe(
      current + 1n,
    );
  });

  it('refuses malformed codes and another secret’s code', () => {
    for (const code of ['', '12345', '1234567', 'abcdef', ' 123456', codeAt(current) + ' ']) {
      expect(matchTotp({ secret: rfcSecret, code, nowMs, lastUsedStep: null })).toBeUndefined();
    }
    const otherSecret = Buffer.from('abcdefghijabcdefghij');
    const otherCode = hotp(otherSecret, current);
    const expected = [current - 1n, current, current + 1n].some((step) => codeAt(step) === otherCode);
    expect(matchTotp({ secret: rfcSecret, code: otherCode, nowMs, lastUsedStep: null }) !== undefined).toBe(expected);
  });
});
