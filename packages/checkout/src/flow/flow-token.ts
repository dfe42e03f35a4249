import { cookieNames, flowTokenCookieMaxAgeSeconds } from '@platform/core';

/**
 * The guest's flow token (spec §6, §9: `flow_tokens`, 12000 s): the JSON `{"flow_token":…,
 * "checkout_id":…}` that POST /checkout answers. The server also sets it as the HttpOnly
 * `flow_tokens` cookie, which this page cannot read and an iframe often does not get (third-party
 * cookies); so the flow keeps the value itself, in memory and in this tab's sessionStorage under the
 * same name with its 12000 s expiry (it survives a reload and the round trip to a 3-D Secure or bank
 * page), and sends it in Authorization.
 */
const name = cookieNames.flowToken;
let inMemory: { value: string; expiresAt: number } | undefined;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // storage blocked (privacy settings): memory only
  }
}

function stored(): { value: string; expiresAt: number } | undefined {
  if (inMemory !== undefined) return inMemory;
  try {
    const parsed = JSON.parse(storage()?.getItem(name) ?? 'null') as { value?: unknown; expiresAt?: unknown } | null;
    if (typeof parsed?.value === 'string' && typeof parsed.expiresAt === 'number') {
      return { value: parsed.value, expiresAt: parsed.expiresAt };
    }
  } catch {
    // not ours: ignored
  }
  return undefined;
}

export function readFlowToken(now: number = Date.now()): string | undefined {
  const token = stored();
  if (token === undefined || token.expiresAt <= now || token.value === '') return undefined;
  return token.value;
}

export function writeFlowToken(value: string, now: number = Date.now()): void {
  inMemory = { value, expiresAt: now + flowTokenCookieMaxAgeSeconds * 1000 };
  try {
    storage()?.setItem(name, JSON.stringify(inMemory));
  } catch {
    // memory only
  }
}

export function clearFlowToken(): void {
  inMemory = undefined;
  try {
    storage()?.removeItem(name);
  } catch {
    // nothing stored
  }
}
