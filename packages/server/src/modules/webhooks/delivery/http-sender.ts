import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import { readCappedBytes } from '../../../lib/outbound-http.js';
import { classifyAddress, isAllowedAddress, unbracketed } from './address-policy.js';

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

/** Every address a host name resolves to (node:dns `lookup` with `all`); tests inject their own, never the internet's. */
export type ResolveHostname = (hostname: string) => Promise<LookupAddress[]>;

export interface HttpWebhookSenderOptions {
  /** The whole attempt (DNS, connect, TLS, answer) ends after this; 10 s by default. */
  timeoutMs?: number;
  /**
   * Loopback receivers allowed: test mode while the platform itself listens on loopback only
   * (webhooks-plugin.ts). Private, link-local and other non-public addresses never are.
   */
  allowLoopback: boolean;
  /** The platform's own port: a loopback target on it is refused even where loopback is allowed. */
  platformPort?: number;
  /** How host names are resolved at each attempt; node:dns by default. */
  resolveHostname?: ResolveHostname;
  /**
   * Tests of the excerpt reader only: keep the answer of a loopback receiver. Otherwise a loopback
   * answer's body is never read, so the delivery log cannot show a merchant what a service on the
   * platform's machine answers.
   */
  keepLoopbackExcerpts?: boolean;
  maxExcerptBytes?: number;
  userAgent?: string;
}

export const defaultWebhookTimeoutMs = 10_000;
export const maxExcerptBytes = 1024;

class RefusedAddressError extends Error {
  readonly code = 'EADDRREFUSED';
}

const systemResolver: ResolveHostname = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true }, (error, addresses: LookupAddress[]) =>
      error === null ? resolve(addresses) : reject(error),
    );
  });

/**
 * Resolves every address of the name and refuses the connection when any one is not allowed, then
 * connects to the checked address: the name is not looked up again after the check, so a DNS
 * answer cannot change between check and connect (DNS rebinding). Runs at every attempt, so a
 * name that resolved to a public address when it was set and now resolves to a private, loopback,
 * link-local or metadata address is refused at delivery.
 */
function guardedLookup(allowLoopback: boolean, resolveHostname: ResolveHostname): LookupFunction {
  return (hostname, options: LookupOptions, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : 0;
    resolveHostname(hostname).then(
      (resolved) => {
        const addresses = family === 0 ? resolved : resolved.filter((entry) => entry.family === family);
        const refused = addresses.find((entry) => !isAllowedAddress(entry.address, { allowLoopback }));
        const first = addresses[0];
        if (refused !== undefined || first === undefined) {
          const reason = `${hostname} resolves to ${refused?.address ?? 'no address'}, which is not a public internet address`;
          return callback(new RefusedAddressError(reason), '', 0);
        }
        if (options.all === true) {
          return (callback as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
        }
        return callback(null, first.address, first.family);
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, '', 0),
    );
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
  if (limit <= 0) {
    body.destroy();
    return;
  }
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

/** The port a URL connects to (its default when it names none). */
export function effectivePort(url: URL): number {
  return url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
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
  keepLoopbackExcerpts: boolean;
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
      const remote = response.socket?.remoteAddress;
      // A loopback receiver shares the platform's machine: its answer is never read into the log.
      const fromLoopback = remote !== undefined && isIP(remote) !== 0 && classifyAddress(remote) === 'loopback';
      const limit = fromLoopback && !options.keepLoopbackExcerpts ? 0 : options.excerptLimit;
      void readAnswer(response, limit, request.url).then(
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
  const resolveHostname = options.resolveHostname ?? systemResolver;
  const withLoopback = guardedLookup(options.allowLoopback, resolveHostname);
  const withoutLoopback = guardedLookup(false, resolveHostname);
  return {
    send(request) {
      const started = performance.now();
      const elapsed = () => Math.max(0, Math.round(performance.now() - started));
      // Never the platform's own port on loopback: that would be the platform calling itself.
      const parsed = URL.canParse(request.url) ? new URL(request.url) : undefined;
      const allowLoopback =
        options.allowLoopback && (parsed === undefined || effectivePort(parsed) !== options.platformPort);
      const url = checkedUrl(request.url, allowLoopback);
      if (typeof url === 'string') return Promise.resolve({ kind: 'error', error: url, durationMs: elapsed() });
      return post(url, request, {
        timeoutMs: options.timeoutMs ?? defaultWebhookTimeoutMs,
        excerptLimit: options.maxExcerptBytes ?? maxExcerptBytes,
        keepLoopbackExcerpts: options.keepLoopbackExcerpts === true,
        lookup: allowLoopback ? withLoopback : withoutLoopback,
        userAgent: options.userAgent ?? 'platform-webhooks/1',
        elapsed,
      });
    },
  };
}
