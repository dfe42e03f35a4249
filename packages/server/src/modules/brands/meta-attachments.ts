import type { BrandMeta, MetaAttachmentKind } from '@platform/core';
import { DomainError } from '../../errors/domain-error.js';
import { isOutboundHttpError, sendOutbound, type OutboundResponse } from '../../lib/outbound-http.js';

export interface MetaAttachment {
  body: Buffer;
  contentType: string;
}

export interface MetaAttachmentCacheOptions {
  timeoutMs: number;
  maxBytes?: number;
  ttlMs?: number;
  /** A failing origin is not asked again for this long, so it cannot slow every page load. */
  failureTtlMs?: number;
  maxEntries?: number;
  fetch?: typeof globalThis.fetch;
}

const allowedContentTypes: Record<MetaAttachmentKind, RegExp> = {
  css: /^text\/css\b/i,
  js: /^(text|application)\/(javascript|ecmascript|x-javascript)\b/i,
  images: /^image\/(png|jpeg|gif|webp|avif|svg\+xml|x-icon|vnd\.microsoft\.icon)\b/i,
};

type Entry =
  | { ok: true; attachment: MetaAttachment; expiresAtMs: number }
  | { ok: false; failure: DomainError; expiresAtMs: number };

/** The URL of a brand meta attachment as the clients see it: same origin, proxied by this server. */
export function metaAttachmentPath(apiBase: string, brandId: string, kind: MetaAttachmentKind, index: number): string {
  return `${apiBase}/config/meta/${brandId}/${kind}/${index}`;
}

/** Meta with css/js/images rewritten to the proxied URLs, so clients never hotlink a brand origin. */
export function proxiedMeta(meta: BrandMeta, apiBase: string, brandId: string): BrandMeta {
  const rewrite = (kind: MetaAttachmentKind) =>
    meta[kind].map((_url, index) => metaAttachmentPath(apiBase, brandId, kind, index));
  return { link: meta.link, css: rewrite('css'), js: rewrite('js'), images: rewrite('images') };
}

/** A failed call as the attachment route answers it: upstream_timeout, or upstream_failed with the reason. */
function attachmentFailure(error: unknown, limits: { timeoutMs: number; maxBytes: number }): unknown {
  if (!isOutboundHttpError(error)) return error;
  if (error.failure === 'timeout') {
    return new DomainError('upstream_timeout', {
      attachment: `The brand attachment origin did not answer within ${limits.timeoutMs} ms.`,
    });
  }
  if (error.failure === 'too_large') {
    return new DomainError('upstream_failed', {
      attachment: `The brand attachment is larger than ${limits.maxBytes} bytes.`,
    });
  }
  return new DomainError('upstream_failed', { attachment: 'The brand attachment origin could not be reached.' });
}

/**
 * Fetches brand meta attachments (spec §7: downloaded with a 3 s timeout and cached server-side).
 * Entries live in memory with a TTL; concurrent requests for one URL share one fetch.
 */
export function createMetaAttachmentCache(options: MetaAttachmentCacheOptions) {
  const maxBytes = options.maxBytes ?? 2 * 1024 * 1024;
  const ttlMs = options.ttlMs ?? 10 * 60 * 1000;
  const failureTtlMs = options.failureTtlMs ?? 30 * 1000;
  const maxEntries = options.maxEntries ?? 200;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Entry>>();

  async function download(url: string, kind: MetaAttachmentKind): Promise<MetaAttachment> {
    if (!/^https?:\/\//i.test(url))
      throw new DomainError('upstream_failed', { attachment: 'The brand attachment URL must be http(s).' });
    let response: OutboundResponse;
    try {
      response = await sendOutbound({
        url,
        timeoutMs: options.timeoutMs,
        maxResponseBytes: maxBytes,
        redirect: 'follow',
        ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
      });
    } catch (error) {
      throw attachmentFailure(error, { timeoutMs: options.timeoutMs, maxBytes });
    }
    if (!response.ok) {
      throw new DomainError('upstream_failed', {
        attachment: `The brand attachment origin answered HTTP ${response.status}.`,
      });
    }
    const contentType = response.headers.get('content-type') ?? '';
    if (!allowedContentTypes[kind].test(contentType)) {
      throw new DomainError('upstream_failed', {
        attachment: `The brand attachment is not ${kind} (got "${contentType}").`,
      });
    }
    return { body: response.body, contentType };
  }

  async function refresh(url: string, kind: MetaAttachmentKind): Promise<Entry> {
    let entry: Entry;
    try {
      entry = { ok: true, attachment: await download(url, kind), expiresAtMs: Date.now() + ttlMs };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      entry = { ok: false, failure: error, expiresAtMs: Date.now() + failureTtlMs };
    }
    if (entries.size >= maxEntries) entries.clear();
    entries.set(`${kind} ${url}`, entry);
    return entry;
  }

  return {
    async get(url: string, kind: MetaAttachmentKind): Promise<MetaAttachment> {
      const key = `${kind} ${url}`;
      let entry = entries.get(key);
      if (entry === undefined || entry.expiresAtMs <= Date.now()) {
        let pending = inFlight.get(key);
        if (pending === undefined) {
          pending = refresh(url, kind).finally(() => inFlight.delete(key));
          inFlight.set(key, pending);
        }
        entry = await pending;
      }
      if (!entry.ok) throw entry.failure;
      return entry.attachment;
    },
  };
}

export type MetaAttachmentCache = ReturnType<typeof createMetaAttachmentCache>;
