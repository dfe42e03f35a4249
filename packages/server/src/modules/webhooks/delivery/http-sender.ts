import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import { readCappedBytes } from '../../../lib/outbound-http.js';
import { isAllowedAddress, unbracketed } from './address-policy.js';

/** One POST of a signed event. */
export interface WebhookRequest {
  url: string;
  /** The Standard Webhooks headers (webhook-id, webhook-timestamp, webhook-signature). */
  headers: Record<string, string>;
  body: string;
}

/** What came back: an HTTP answer (any status), or no answer at all (refused, unreachable, timed out). */
export type WebhookResponse =
  | {
      kind: 'response';
      status: number;
      retryAfter: string | undefined;
      location: string | undefined;
      /** At most `maxExcerptBytes` of the body, as UTF-8. */
      excerpt: string;
      durationMs: number;
    }
  | { kind: 'error'; error: string; durationMs: number };

export interface WebhookSender {
  send(request: WebhookRequest): Promise<WebhookResponse>;
}

export interface HttpWebhookSenderOptions {
  /** The whole attempt (DNS, connect, TLS, answer) ends after this; 10 s by default. */
  timeoutMs?: number;
  /** Test mode: loopback receivers allowed. Private, link-local and other non-public addresses never are. */
  allowLoopback: boolean;
  maxExcerptBytes?: number;
  userAgent?: string;
}

export const defaultWebhookTimeoutMs = 10_000;
export const maxExcerptBytes = 1024;

class RefusedAddressError extends Error {
  readonly code = 'EADDRREFUSED';
}

/**
 * Resolves every address of the name and refuses the connection when any one is not allowed, then
 * connects to the checked address: the name is not looked up again after the check, so a DNS
 * answer cannot change between check and connect (DNS rebinding).
 */
function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options: LookupOptions, callback) => {
    dnsLookup(hostname, { family: options.family ?? 0, all: true }, (error, addresses: LookupAddress[]) => {
      if (error !== null) return callback(error, '', 0);
      const refused = addresses.find((entry) => !isAllowedAddress(entry.address, { allowLoopback }));
      const first = addresses[0];
      if (refused !== undefined || first === undefined) {
        const reason = `${hostname} resolves to ${refused?.address ?? 'no address'}, which is not a public internet address`;
        return callback(new RefusedAddressError(reason), '', 0);
      }
      if (options.all === true) return (callback as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      return callback(null, first.address, first.family);
    });
  };
}

/** NUL cannot be stored in PostgreSQL text; control characters would garble the log. */
const printable = (text: string) => text.replaceAll('\u0000', '\uFFFD');

function describeError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  const message = error instanceof Error ? error.message : String(error);
  return printable(code !== undefined && !message.includes(code) ? `${code}: ${message}` : message).slice(0, 1000);
}

const firstHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The first `limit` bytes of a body, then the stream is left (which destroys it): the log keeps an
 * excerpt, so a longer body is cut, not refused. A body cut short by the receiver ends the excerpt
 * where it broke: the status is the answer either way.
 */
async function* firstBytesOf(body: IncomingMessage, limit: number): AsyncGenerator<Uint8Array> {
  let size = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      const room = limit - size;
      if (room > 0) {
        size += Math.min(room, chunk.byteLength);
        yield chunk.subarray(0, room);
      }
      if (size >= limit) return;
    }
  } catch {
    // Cut short: what came is the excerpt.
  }
}

/** The receiver's answer: its status and headers, and at most `excerptLimit` bytes of its body, read with lib/outbound-http's capped reader. */
async function readAnswer(
  response: IncomingMessage,
  excerptLimit: number,
  url: string,
): Promise<Omit<Extract<WebhookResponse, { kind: 'response' }>, 'durationMs'>> {
  const excerpt = await readCappedBytes(firstBytesOf(response, excerptLimit), excerptLimit, url);
  return {
    kind: 'response',
    status: response.statusCode ?? 0,
    retryAfter: firstHeader(response.headers['retry-after']),
    location: firstHeader(response.headers.location),
    excerpt: printable(excerpt.toString('utf8')),
  };
}

/** Why a URL is refused before any byte is sent (not http(s), or an address outside the public internet), or the URL. */
function checkedUrl(text: string, allowLoopback: boolean): URL | string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'the endpoint URL is not a valid URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return `refused: ${url.protocol} URLs are not delivered to`;
  const host = unbracketed(url.hostname);
  if (isIP(host) !== 0 && !isAllowedAddress(host, { allowLoopback })) {
    return `refused: ${host} is not a public internet address`;
  }
  return url;
}

interface PostOptions {
  timeoutMs: number;
  excerptLimit: number;
  lookup: LookupFunction;
  userAgent: string;
  elapsed: () => number;
}

/** One POST over node:http(s) with the guarded lookup, no agent and no redirect, ended by the timeout. */
function post(url: URL, request: WebhookRequest, options: PostOptions): Promise<WebhookResponse> {
  return new Promise<WebhookResponse>((resolve) => {
    let settled = false;
    const finish = (result: WebhookResponse) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const onResponse = (response: IncomingMessage) => {
      void readAnswer(response, options.excerptLimit, request.url).then(
        (answer) => finish({ ...answer, durationMs: options.elapsed() }),
        (error: unknown) => finish({ kind: 'error', error: describeError(error), durationMs: options.elapsed() }),
      );
    };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(
      url,
      {
        method: 'POST',
        headers: {
          ...request.headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(request.body)),
          'user-agent': options.userAgent,
        },
        agent: false,
        lookup: options.lookup,
      },
      onResponse,
    );
    outgoing.on('error', (error) =>
      finish({ kind: 'error', error: describeError(error), durationMs: options.elapsed() }),
    );
    const timer = setTimeout(() => {
      outgoing.destroy(new Error(`no answer within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    outgoing.end(request.body);
  });
}

/**
 * The webhook HTTP client: POST with a 10 s limit on the whole attempt, http and https only, no
 * redirect followed (a 3xx is a failed attempt: a redirect could lead anywhere, and the signature
 * covers one URL), no connection reuse, and at most 1 KiB of the answer read for the log. In live
 * mode a URL naming or resolving to a loopback, private, link-local or otherwise non-public address
 * is refused before any byte is sent (SSRF); test mode allows loopback.
 */
export function createHttpWebhookSender(options: HttpWebhookSenderOptions): WebhookSender {
  const lookup = guardedLookup(options.allowLoopback);
  return {
    send(request) {
      const started = performance.now();
      const elapsed = () => Math.max(0, Math.round(performance.now() - started));
      const url = checkedUrl(request.url, options.allowLoopback);
      if (typeof url === 'string') return Promise.resolve({ kind: 'error', error: url, durationMs: elapsed() });
      return post(url, request, {
        timeoutMs: options.timeoutMs ?? defaultWebhookTimeoutMs,
        excerptLimit: options.maxExcerptBytes ?? maxExcerptBytes,
        lookup,
        userAgent: options.userAgent ?? 'platform-webhooks/1',
        elapsed,
      });
    },
  };
}
