import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HOTP (RFC 4226) and TOTP (RFC 6238) on node:crypto. The platform's authenticator codes are
 * TOTP with SHA-1, 6 digits and 30 s steps (what every authenticator app supports); the other
 * algorithms and lengths exist so the RFC's own test vectors can be checked.
 */
export type OtpAlgorithm = 'sha1' | 'sha256' | 'sha512';

export interface TotpParameters {
  algorithm: OtpAlgorithm;
  digits: 6 | 7 | 8;
  stepSeconds: number;
}

export const platformTotp: TotpParameters = { algorithm: 'sha1', digits: 6, stepSeconds: 30 };

/** Codes of the previous and next step are accepted too (clock drift of the phone). */
export const totpWindowSteps = 1;

/** RFC 4226 §5.3: HMAC of the 8-byte big-endian counter, dynamic truncation, modulo 10^digits. */
export function hotp(
  secret: Uint8Array,
  counter: bigint,
  options: Pick<TotpParameters, 'algorithm' | 'digits'> = platformTotp,
): string {
  if (counter < 0n || counter > 0xffff_ffff_ffff_ffffn) throw new RangeError('HOTP counter out of range');
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(counter);
  const digest = createHmac(options.algorithm, secret).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fff_ffff;
  return String(binary % 10 ** options.digits).padStart(options.digits, '0');
}

/** The TOTP time step of a moment (RFC 6238 §4.2, T0 = 0). */
export function totpStep(timeMs: number, stepSeconds: number = platformTotp.stepSeconds): bigint {
  return BigInt(Math.floor(timeMs / 1000 / stepSeconds));
}

export function totp(secret: Uint8Array, timeMs: number, parameters: TotpParameters = platformTotp): string {
  return hotp(secret, totpStep(timeMs, parameters.stepSeconds), parameters);
}

function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The step a code belongs to, within ±`totpWindowSteps` of now, or undefined. Steps at or below
 * `lastUsedStep` never match: a code (or an older one) that was accepted once cannot be replayed.
 */
export function matchTotp(input: {
  secret: Uint8Array;
  code: string;
  nowMs: number;
  lastUsedStep: bigint | null;
  parameters?: TotpParameters;
}): bigint | undefined {
  const parameters = input.parameters ?? platformTotp;
  if (!new RegExp(`^[0-9]{${parameters.digits}}$`).test(input.code)) return undefined;
  const current = totpStep(input.nowMs, parameters.stepSeconds);
  let matched: bigint | undefined;
  // Every candidate is computed (no early exit), so timing does not tell which step matched.
  for (let offset = -totpWindowSteps; offset <= totpWindowSteps; offset += 1) {
    const step = current + BigInt(offset);
    if (step < 0n) continue;
    if (sameCode(hotp(input.secret, step, parameters), input.code) && matched === undefined) matched = step;
  }
  if (matched === undefined) return undefined;
  if (input.lastUsedStep !== null && matched <= input.lastUsedStep) return undefined;
  return matched;
}
