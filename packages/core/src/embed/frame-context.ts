import { channelPattern } from './protocol.js';

/** Who framed us: the mount's channel id, the exact origin of the host page and whether its key is a test key. */
export interface FrameContext {
  channel: string;
  parentOrigin: string;
  /** The SDK was given a `pk_test_…` publishable key (`test_key=1` in the hash). */
  testKey: boolean;
  /** The SDK mounted a modal (`mode=modal`): the frame draws its backdrop, dialog and close button (drawModalChrome). */
  modal: boolean;
}

/**
 * An origin as `location.origin` serializes it: lower-case http(s) scheme and host (a name, IPv4
 * or bracketed IPv6), an optional port, nothing after. No path, no "null" (file: pages, sandboxed
 * frames) and no "*": postMessage must name exactly one receiver.
 */
const exactOrigin = /^https?:\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::[1-9][0-9]{0,4})?$/;

export function isExactOrigin(value: string): boolean {
  return exactOrigin.test(value);
}

/** An exact origin served from this machine (localhost, a *.localhost name, 127.0.0.1 or [::1]): a developer's page. */
const localOrigin = /^https?:\/\/(?:localhost|[a-z0-9.-]+\.localhost|127\.0\.0\.1|\[::1\])(?::\d+)?$/;

export function isLocalOrigin(origin: string): boolean {
  return localOrigin.test(origin);
}

function hashParams(hash: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const pair of (hash.startsWith('#') ? hash.slice(1) : hash).split('&')) {
    const separator = pair.indexOf('=');
    if (separator <= 0) continue;
    try {
      params.set(pair.slice(0, separator), decodeURIComponent(pair.slice(separator + 1).replace(/\+/g, ' ')));
    } catch {
      // A malformed escape: leave the parameter out.
    }
  }
  return params;
}

/**
 * Reads `#channel=…&parent_origin=…&mode=…` (and `&test_key=1` for a test key) from the frame URL's hash
 * (the SDK puts it there; a hash never reaches the server). Undefined when the channel or the
 * origin is missing or malformed: the frame then talks to nobody.
 */
export function readFrameContext(hash: string): FrameContext | undefined {
  const params = hashParams(hash);
  const channel = params.get('channel') ?? '';
  const parentOrigin = params.get('parent_origin') ?? '';
  if (!channelPattern.test(channel) || !isExactOrigin(parentOrigin)) return undefined;
  return { channel, parentOrigin, testKey: params.get('test_key') === '1', modal: params.get('mode') === 'modal' };
}
