import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { expect, request } from '@playwright/test';
import type { DemoSecrets } from './demo-secrets.js';

/**
 * The merchant integration example (examples/merchant-backend serving examples/shop-static and
 * examples/react-shop) as a process of its own, run against a platform server in test mode for the
 * seeded demo merchant, as `npm start` runs it.
 */
const root = resolve(import.meta.dirname, '../..');
const backendEntry = join(root, 'examples/merchant-backend/src/server.mjs');
const readyTimeoutMs = 20_000;

/**
 * The seeded demo merchant (packages/server/src/seed/demo-merchant.ts and demo-users.ts); its
 * password and keys are the platform's data folder's (support/demo-secrets.ts).
 */
export const demoMerchant = {
  id: 'mer_demo',
  email: 'merchant@demo-exchange.example',
  /** The seed's fee: 1 % of each settled payment, rounded up to the coin's base unit. */
  feeBasisPoints: 100n,
} as const;

interface Envelope<T> {
  request_status: number | string;
  request_details: T;
}

/**
 * Signs in as the demo merchant's user (API, bearer token) and sets its webhook URL; returns the
 * signing secret, which the platform shows once (on a fresh database: when the endpoint is created).
 */
export async function registerDemoWebhook(
  platformOrigin: string,
  webhookUrl: string,
  secrets: DemoSecrets,
): Promise<string> {
  const api = await request.newContext({ baseURL: platformOrigin, extraHTTPHeaders: { origin: platformOrigin } });
  try {
    const login = await api.post('/api/users/login', {
      data: { email: demoMerchant.email, password: secrets.passwords.merchant },
    });
    expect(login.status(), await login.text()).toBe(200);
    const token = ((await login.json()) as Envelope<{ user_token: string }>).request_details.user_token;
    const updated = await api.patch('/api/users/updateWebhook', {
      headers: { authorization: `Bearer ${token}` },
      data: { webhook_url: webhookUrl },
    });
    expect(updated.status(), await updated.text()).toBe(200);
    const details = ((await updated.json()) as Envelope<{ created: boolean; secret: string | null }>).request_details;
    expect(details.created, 'a fresh platform has no webhook for the demo merchant yet').toBe(true);
    expect(details.secret).toMatch(/^whsec_/);
    return details.secret ?? '';
  } finally {
    await api.dispose();
  }
}

/**
 * Adds `origins` to the demo merchant's allowed origins (PATCH /users/merchant/edit as its user): a
 * shop's page may frame the merchant's widget only from those (frame-ancestors), as a real merchant
 * sets them in the widget settings.
 */
export async function allowDemoMerchantOrigins(
  platformOrigin: string,
  secrets: DemoSecrets,
  origins: string[],
): Promise<void> {
  const api = await request.newContext({ baseURL: platformOrigin, extraHTTPHeaders: { origin: platformOrigin } });
  try {
    const login = await api.post('/api/users/login', {
      data: { email: demoMerchant.email, password: secrets.passwords.merchant },
    });
    expect(login.status(), await login.text()).toBe(200);
    const token = ((await login.json()) as Envelope<{ user_token: string }>).request_details.user_token;
    const headers = { authorization: `Bearer ${token}` };
    const current = await api.get('/api/users/merchant', { headers });
    expect(current.status(), await current.text()).toBe(200);
    const allowed = ((await current.json()) as Envelope<{ allowed_origins: string[] }>).request_details.allowed_origins;
    const edited = await api.patch('/api/users/merchant/edit', {
      headers,
      data: { allowed_origins: [...new Set([...allowed, ...origins])] },
    });
    expect(edited.status(), await edited.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}

export interface ExampleBackend {
  /** `http://localhost:<port>`: the shop as customers open it (another site than the platform's 127.0.0.1). */
  origin: string;
  port: number;
  /** What the backend printed (its webhook log lines included). */
  output(): string;
  close(): Promise<void>;
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

export async function startExampleBackend(options: {
  platformUrl: string;
  port: number;
  webhookSecret: string;
  secrets: DemoSecrets;
}): Promise<ExampleBackend> {
  const origin = `http://localhost:${options.port}`;
  let log = '';
  const child = spawn(process.execPath, [backendEntry], {
    cwd: root,
    env: {
      PATH: process.env['PATH'] ?? '',
      PLATFORM_URL: options.platformUrl,
      MERCHANT_ID: demoMerchant.id,
      SECRET_KEY: options.secrets.merchantKeys.secret,
      WEBHOOK_SECRET: options.webhookSecret,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      SHOP_URL: origin,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The example backend exited with ${child.exitCode}:\n${log}`);
    try {
      if ((await fetch(`http://127.0.0.1:${options.port}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop(child);
      throw new Error(`The example backend was not ready within ${readyTimeoutMs} ms:\n${log}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return { origin, port: options.port, output: () => log, close: () => stop(child) };
}
