import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
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
 * The webhook HTTP client: POST with a 10 s limit on the whole attempt, http and https only, no
 * redirect followed (a 3xx is a failed attempt: a redirect could lead anywhere, and the signature
 * covers one URL), no connection reuse, and at most 1 KiB of the answer read for the log. In live
 * mode a URL naming or resolving to a loopback, private, link-local or otherwise non-public address
 * is refused before any byte is sent (SSRF); test mode allows loopback.
 */
export function createHttpWebhookSender(options: HttpWebhookSenderOptions): WebhookSender {
  const timeoutMs = options.timeoutMs ?? defaultWebhookTimeoutMs;
  const excerptLimit = options.maxExcerptBytes ?? maxExcerptBytes;
  const lookup = guardedLookup(options.allowLoopback);

  return {
    send(request) {
      const started = performance.now();
      const elapsed = () => Math.max(0, Math.round(performance.now() - started));
      const failure = (error: string): WebhookResponse => ({ kind: 'error', error, durationMs: elapsed() });
      let url: URL;
      try {
        url = new URL(request.url);
      } catch {
        return Promise.resolve(failure('the endpoint URL is not a valid URL'));
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        return Promise.resolve(failure(`refused: ${url.protocol} URLs are not delivered to`));
      }
      const host = unbracketed(url.hostname);
      if (isIP(host) !== 0 && !isAllowedAddress(host, { allowLoopback: options.allowLoopback })) {
        return Promise.resolve(failure(`refused: ${host} is not a public internet address`));
      }

      return new Promise<WebhookResponse>((resolve) => {
        let settled = false;
        const finish = (result: WebhookResponse) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve(result);
        };
        const onResponse = (response: IncomingMessage) => {
          const chunks: Buffer[] = [];
          let size = 0;
          const answered = () =>
            finish({
              kind: 'response',
              status: response.statusCode ?? 0,
              retryAfter: firstHeader(response.headers['retry-after']),
              location: firstHeader(response.headers.location),
              excerpt: printable(Buffer.concat(chunks).toString('utf8')),
              durationMs: elapsed(),
            });
          response.on('data', (chunk: Buffer) => {
            const room = excerptLimit - size;
            if (room > 0) {
              chunks.push(chunk.subarray(0, room));
              size += Math.min(room, chunk.length);
            }
            if (size >= excerptLimit) {
              answered();
              response.destroy();
            }
          });
          // The status is the answer; a body cut short (or cut off by us) does not change it.
          response.on('end', answered);
          response.on('error', answered);
          response.on('close', answered);
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
              'user-agent': options.userAgent ?? 'platform-webhooks/1',
            },
            agent: false,
            lookup,
          },
          onResponse,
        );
        outgoing.on('error', (error) => finish(failure(describeError(error))));
        const timer = setTimeout(() => {
          outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`));
        }, timeoutMs);
        outgoing.end(request.body);
      });
    },
  };
}
