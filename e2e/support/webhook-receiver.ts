import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { expect, request } from '@playwright/test';
import { freeLoopbackPort } from '../free-port.js';
import { demoMerchant } from './example-shop.js';
import type { DemoSecrets } from './demo-secrets.js';

/**
 * A merchant's webhook endpoint for a test on the shared server: an HTTP server on loopback (test
 * mode delivers there) that keeps each event whose Standard Webhooks signature verifies against the
 * signing secret it was given, and counts the ones that do not.
 */
export interface WebhookReceiver {
  url: string;
  /** Events with a valid signature, in arrival order. */
  verified: { id: string; type: string; data: Record<string, unknown> }[];
  rejected: number;
  /** Sets the secret the signatures are checked against. */
  useSecret(secret: string): void;
  close(): Promise<void>;
}

const toleranceSeconds = 5 * 60;

/** Standard Webhooks: base64 HMAC-SHA256 of "id.timestamp.body" keyed by the secret's base64 part. */
export function verifyStandardWebhook(
  secret: string,
  headers: { id: string; timestamp: string; signature: string },
  body: string,
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isSafeInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${headers.id}.${headers.timestamp}.${body}`).digest();
  return headers.signature.split(' ').some((entry) => {
    const [version, value] = entry.split(',');
    if (version !== 'v1' || value === undefined) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const port = await freeLoopbackPort();
  let secret = '';
  const receiver: WebhookReceiver = {
    url: `http://127.0.0.1:${port}/webhooks`,
    verified: [],
    rejected: 0,
    useSecret(value) {
      secret = value;
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const header = (name: string) => String(req.headers[name] ?? '');
      const ok =
        secret !== '' &&
        verifyStandardWebhook(
          secret,
          { id: header('webhook-id'), timestamp: header('webhook-timestamp'), signature: header('webhook-signature') },
          body,
        );
      if (ok) {
        const event = JSON.parse(body) as { type: string; data: Record<string, unknown> };
        receiver.verified.push({ id: header('webhook-id'), type: event.type, data: event.data });
      } else {
        receiver.rejected += 1;
      }
      res.writeHead(ok ? 204 : 400).end();
    });
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return receiver;
}

/**
 * Points the demo merchant's webhook at `url` on a server that may have one already (the shared
 * server of the run): a new endpoint answers its secret once; an existing one gets a rotated secret
 * (the previous one keeps signing beside it for 24 h, and any one of the signatures verifies).
 */
export async function pointDemoWebhookAt(platformOrigin: string, url: string, secrets: DemoSecrets): Promise<string> {
  const api = await request.newContext({ baseURL: platformOrigin, extraHTTPHeaders: { origin: platformOrigin } });
  try {
    const login = await api.post('/api/users/login', {
      data: { email: demoMerchant.email, password: secrets.passwords.merchant },
    });
    expect(login.status(), await login.text()).toBe(200);
    const token = ((await login.json()) as { request_details: { user_token: string } }).request_details.user_token;
    const headers = { authorization: `Bearer ${token}` };
    const updated = await api.patch('/api/users/updateWebhook', { headers, data: { webhook_url: url } });
    expect(updated.status(), await updated.text()).toBe(200);
    const created = ((await updated.json()) as { request_details: { secret: string | null } }).request_details.secret;
    if (created !== null) return created;
    const rotated = await api.post('/api/users/webhook/rotateSecret', { headers });
    expect(rotated.status(), await rotated.text()).toBe(200);
    return ((await rotated.json()) as { request_details: { secret: string } }).request_details.secret;
  } finally {
    await api.dispose();
  }
}
