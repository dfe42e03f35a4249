/**
 * The one way the server calls out over HTTP (chain nodes, the deposit signer, rate tickers, brand
 * attachments, merchants' webhook endpoints): every call has a timeout and a response size cap,
 * fails with a typed OutboundHttpError, and never puts a secret in a message or a log (URLs are
 * redacted; headers are never echoed).
 */

export type OutboundFailure = 'unreachable' | 'timeout' | 'aborted' | 'too_large';

export class OutboundHttpError extends Error {
  constructor(
    readonly failure: OutboundFailure,
    /** The URL without user info or query values, safe for messages and logs. */
    readonly url: string,
    message: string,
  ) {
    super(`${url}: ${message}`);
    this.name = 'OutboundHttpError';
  }
}

export function isOutboundHttpError(error: unknown): error is OutboundHttpError {
  return error instanceof OutboundHttpError;
}

/** A URL without user info and with every query value replaced, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    for (const key of [...parsed.searchParams.keys()]) parsed.searchParams.set(key, '…');
    return parsed.toString();
  } catch {
    return '(invalid url)';
  }
}

/**
 * Reads a body (a fetch Response's stream or a Node IncomingMessage: both are async iterables of
 * bytes) up to `maxBytes`, stopping the stream and failing with `too_large` past it.
 */
export async function readCappedBytes(
  body: AsyncIterable<Uint8Array> | null | undefined,
  maxBytes: number,
  url: string,
): Promise<Buffer> {
  if (body === null || body === undefined) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      // Leaving the loop early cancels a web stream; a Node stream is destroyed the same way.
      throw new OutboundHttpError('too_large', redactUrl(url), `response larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export interface OutboundRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
  maxResponseBytes: number;
  /** Aborts the call early (shutdown). */
  signal?: AbortSignal;
  /** `error` by default: a redirect is a failure unless the caller follows it on purpose. */
  redirect?: 'error' | 'follow' | 'manual';
  fetch?: typeof globalThis.fetch;
}

export interface OutboundResponse {
  status: number;
  ok: boolean;
  headers: Headers;
  body: Buffer;
  text(): string;
}

/** One bounded call: the answer whatever its status, or an OutboundHttpError when none came in time. */
export async function sendOutbound(request: OutboundRequest): Promise<OutboundResponse> {
  const fetchFn = request.fetch ?? globalThis.fetch;
  const safeUrl = redactUrl(request.url);
  const timeout = AbortSignal.timeout(request.timeoutMs);
  const signal = request.signal === undefined ? timeout : AbortSignal.any([request.signal, timeout]);
  let response: Response;
  try {
    response = await fetchFn(request.url, {
      method: request.method ?? 'GET',
      ...(request.headers === undefined ? {} : { headers: request.headers }),
      ...(request.body === undefined ? {} : { body: request.body }),
      redirect: request.redirect ?? 'error',
      signal,
    });
  } catch (error) {
    throw failureOf(error, timeout, request.signal, safeUrl);
  }
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > request.maxResponseBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new OutboundHttpError(
      'too_large',
      safeUrl,
      `response declares ${declared} bytes, over ${request.maxResponseBytes}`,
    );
  }
  let body: Buffer;
  try {
    body = await readCappedBytes(
      response.body as AsyncIterable<Uint8Array> | null,
      request.maxResponseBytes,
      request.url,
    );
  } catch (error) {
    if (isOutboundHttpError(error)) throw error;
    throw failureOf(error, timeout, request.signal, safeUrl);
  }
  return {
    status: response.status,
    ok: response.ok,
    headers: response.headers,
    body,
    text: () => body.toString('utf8'),
  };
}

function failureOf(error: unknown, timeout: AbortSignal, caller: AbortSignal | undefined, safeUrl: string) {
  if (caller?.aborted === true) return new OutboundHttpError('aborted', safeUrl, 'the call was cancelled');
  if (timeout.aborted) return new OutboundHttpError('timeout', safeUrl, 'no answer in time');
  const name = error instanceof Error ? error.name : 'Error';
  return new OutboundHttpError('unreachable', safeUrl, `could not be reached (${name})`);
}
