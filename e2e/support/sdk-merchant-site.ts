import { createServer, type Server } from 'node:http';
import { freeLoopbackPort } from '../free-port.js';

/**
 * A merchant's shop for the SDK tests: a tiny HTTP server on its own loopback port, so its pages
 * are cross-origin (and cross-site: `localhost` against the platform's `127.0.0.1`) to the
 * platform. Each page is sent with the Content-Security-Policy the test gives it. The same server
 * answers on `127.0.0.1:<port>` too, which is yet another origin: a stranger for spoofing.
 */
export interface MerchantPage {
  html: string;
  csp?: string;
}

export interface MerchantSite {
  /** `http://localhost:<port>`: the shop. */
  origin: string;
  /** `http://127.0.0.1:<port>`: another origin, for a window that is neither the shop nor the platform. */
  strangerOrigin: string;
  close(): Promise<void>;
}

/** The strict policy of the tests: scripts and frames from the platform only, nothing inline. */
export function strictPolicy(platformOrigin: string): string {
  return `default-src 'none'; script-src ${platformOrigin}; frame-src ${platformOrigin}; style-src 'none'`;
}

export async function startMerchantSite(pages: Record<string, MerchantPage>): Promise<MerchantSite> {
  const port = await freeLoopbackPort();
  const server: Server = createServer((request, response) => {
    const page = pages[(request.url ?? '/').split('?')[0] ?? '/'];
    if (page === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      ...(page.csp === undefined ? {} : { 'content-security-policy': page.csp }),
    });
    response.end(page.html);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    origin: `http://localhost:${port}`,
    strangerOrigin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A page whose body is `body` (no inline script or style: the strict policy forbids them). */
export function merchantHtml(body: string): string {
  return `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Demo shop</title></head>\n<body>\n${body}\n</body>\n</html>\n`;
}
