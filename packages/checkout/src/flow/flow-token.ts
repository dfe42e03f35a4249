import { cookieNames, flowTokenCookieMaxAgeSeconds } from '@platform/core';

/**
 * The guest's flow token in the `flow_tokens` cookie (spec §6, §9: 12000 s). It identifies the
 * checkout buyer (not a members session); it is set when the checkout is created and cleared by the
 * flow gate when a lookup fails. Inside a merchant's page the iframe is a third-party context, so
 * the cookie is SameSite=None; Secure on https (a partitioned cookie where the browser supports it).
 */
const name = cookieNames.flowToken;

export function readFlowToken(cookie: string = document.cookie): string | undefined {
  for (const part of cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      const value = decodeURIComponent(rest.join('='));
      return value === '' ? undefined : value;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function attributes(maxAge: number): string {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  return `; Path=/; Max-Age=${maxAge}${secure ? '; SameSite=None; Secure; Partitioned' : '; SameSite=Lax'}`;
}

export function writeFlowToken(token: string): void {
  document.cookie = `${name}=${encodeURIComponent(token)}${attributes(flowTokenCookieMaxAgeSeconds)}`;
}

export function clearFlowToken(): void {
  document.cookie = `${name}=${attributes(0)}`;
}
