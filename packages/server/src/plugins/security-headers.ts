import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  apiBases: string[];
  publicUrl: string | undefined;
  /**
   * The origins that may frame the widget or checkout page at `url` besides the platform itself
   * (the merchants module's embedFrameAncestors: the allowed origins of the merchant the page's
   * query names). Without it only the platform may frame them.
   */
  embedFrameAncestors?: (url: string) => Promise<string[]>;
  /**
   * The origins of the brand's chat widget scripts (configuration `chat_scripts`) for a request's
   * Host header: the members pages' CSP names them in script-src (and connect-src and frame-src, which
   * a chat widget needs to talk and open its window), never `unsafe-eval` or `unsafe-inline`.
   */
  chatScriptOrigins?: (host: string) => Promise<string[]>;
}

/**
 * The front ends load only same-origin code; brand css/js come through the same-origin meta proxy.
 * The one exception: the origins of the brand's chat widget scripts on the members pages.
 */
function appPolicyWith(chatOrigins: readonly string[] = []): string {
  const chat = chatOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${chat}`,
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${chat}`,
    `frame-src 'self'${chat}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
const appPolicy = appPolicyWith();
const apiPolicy = "default-src 'none'; frame-ancestors 'none'";
/** Swagger UI's page loads its bundle, preset and initializer as files: no inline script needed. */
const docsPolicy = `${appPolicy}; frame-ancestors 'none'`;

/**
 * Merchants embed the widget and the guest checkout in iframes on their own sites: those two pages
 * may be framed by the platform and by the allowed origins of the merchant their query names, never
 * by anyone (`frame-ancestors *` would let a phishing site frame a stolen payment link).
 */
const embeddablePrefixes = ['/widget/', '/flow/'];

/** A page, not a file: the last path segment has no extension (assets are never framed documents). */
function isPage(url: string): boolean {
  const last = (url.split('?')[0] ?? '').split('/').pop() ?? '';
  return !last.includes('.');
}

const isEmbeddable = (url: string) => embeddablePrefixes.some((prefix) => isUnder(url, prefix));

function isUnder(url: string, base: string): boolean {
  const path = url.split('?')[0] ?? '';
  const trimmed = base.endsWith('/') ? base.slice(0, -1) : base;
  return path === trimmed || path.startsWith(`${trimmed}/`);
}

/**
 * The headers of a response at `url`; `frameAncestors`: who besides the platform may frame an
 * embeddable page; `chatOrigins`: the brand's chat widget origins (members pages only).
 */
export function securityHeadersFor(
  url: string,
  options: SecurityHeadersOptions,
  frameAncestors: string[] = [],
  chatOrigins: readonly string[] = [],
): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  if (options.publicUrl?.startsWith('https:'))
    headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  const isApi =
    options.apiBases.some((base) => isUnder(url, base)) || isUnder(url, '/healthz') || isUnder(url, '/readyz');
  if (isEmbeddable(url)) {
    headers['content-security-policy'] = `${appPolicy}; frame-ancestors ${["'self'", ...frameAncestors].join(' ')}`;
    return headers;
  }
  headers['x-frame-options'] = 'DENY';
  if (isApi) headers['content-security-policy'] = apiPolicy;
  else if (isUnder(url, '/docs')) headers['content-security-policy'] = docsPolicy;
  else headers['content-security-policy'] = `${appPolicyWith(chatOrigins)}; frame-ancestors 'none'`;
  if (isUnder(url, '/sdk')) headers['cross-origin-resource-policy'] = 'cross-origin';
  return headers;
}

/** A members page (not API, docs, an embeddable page or a file): where the chat widgets run. */
function isMembersPage(url: string, options: SecurityHeadersOptions): boolean {
  if (!isPage(url) || isEmbeddable(url) || isUnder(url, '/docs') || isUnder(url, '/healthz') || isUnder(url, '/readyz'))
    return false;
  return !options.apiBases.some((base) => isUnder(url, base));
}

/** Security headers on every response, chosen by the app the URL belongs to. */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, options) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const framing =
        isEmbeddable(request.url) && isPage(request.url) && options.embedFrameAncestors !== undefined
          ? await options.embedFrameAncestors(request.url)
          : [];
      const chat =
        options.chatScriptOrigins !== undefined && isMembersPage(request.url, options)
          ? await options.chatScriptOrigins(request.host).catch(() => [])
          : [];
      for (const [name, value] of Object.entries(securityHeadersFor(request.url, options, framing, chat))) {
        // A route may set a stricter policy of its own (the meta attachment proxy does).
        if (!reply.hasHeader(name)) reply.header(name, value);
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
