// Quick start, line 1: install, build, then start the whole platform (the server migrates and seeds
// the database at start). Honours PORT (default 3000), DATA_DIR (default ./data) and DATABASE_URL.
// In test mode it also starts the example shop (examples/merchant-backend) for the demo merchant on
// DEMO_SHOP_PORT (default PORT + 1), with its webhook URL registered for that merchant.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './workspace.mjs';

// ── The demo shop ────────────────────────────────────────────────────────────────────────────────

/** The seeded demo merchant (packages/server/src/seed/demo-merchant.ts and demo-users.ts). */
const demoMerchant = { id: 'mer_demo', email: 'merchant@demo-exchange.example' };

/**
 * The demo passwords and keys of the data folder, which the server creates once at its first start
 * in test mode (packages/server/src/seed/demo-secrets.ts); the server resolves DATA_DIR against its
 * working directory, which is this process's.
 */
function demoSecrets() {
  const dataDir = resolve(process.cwd(), process.env.DATA_DIR || './data');
  return JSON.parse(readFileSync(join(dataDir, 'secrets', 'demo-secrets.json'), 'utf8'));
}
const readyTimeoutMs = 120_000;
const callTimeoutMs = 10_000;

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the platform server stopped');
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(callTimeoutMs) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** A call to the platform; the answer's request_details, or an Error with the platform's message. */
async function call(url, { method = 'GET', token, body, origin } = {}) {
  const response = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      ...(origin === undefined ? {} : { origin }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(callTimeoutMs),
  });
  const answer = await response.json().catch(() => null);
  if (!response.ok || answer?.request_status !== 1) {
    throw new Error(`${method} ${url} answered ${response.status}: ${JSON.stringify(answer?.error_message ?? answer)}`);
  }
  return answer.request_details;
}

/**
 * Signs in as the demo merchant's user, adds the shop's origin to its allowed origins and points its
 * webhook at the shop. The secret is shown only
 * when the endpoint is created, so on a later start (same DATA_DIR) it is rotated to get one; the
 * previous secret keeps signing for 24 h, which does no harm here.
 */
async function registerDemoWebhook(platformUrl, apiBase, webhookUrl, password, shopOrigin) {
  const login = await call(`${platformUrl}${apiBase}/users/login`, {
    method: 'POST',
    origin: platformUrl,
    body: { email: demoMerchant.email, password },
  });
  const token = login.user_token;
  // The shop's pages frame the widget, which only the merchant's allowed origins may do (frame-ancestors).
  const settings = await call(`${platformUrl}${apiBase}/users/merchant`, { token });
  if (!settings.allowed_origins.includes(shopOrigin)) {
    await call(`${platformUrl}${apiBase}/users/merchant/edit`, {
      method: 'PATCH',
      token,
      body: { allowed_origins: [...settings.allowed_origins, shopOrigin] },
    });
  }
  const set = await call(`${platformUrl}${apiBase}/users/updateWebhook`, {
    method: 'PATCH',
    token,
    body: { webhook_url: webhookUrl },
  });
  if (set.webhook.status === 'disabled')
    await call(`${platformUrl}${apiBase}/users/webhook/enable`, { method: 'POST', token });
  if (set.secret !== null) return set.secret;
  return (await call(`${platformUrl}${apiBase}/users/webhook/rotateSecret`, { method: 'POST', token })).secret;
}

async function startDemoShop() {
  const port = Number(process.env.PORT || 3000);
  const shopPort = Number(process.env.DEMO_SHOP_PORT || port + 1);
  const apiBase = process.env.API_BASE || '/api';
  const merchantApiBase = process.env.MERCHANT_API_BASE || '/m';
  const platformUrl = (process.env.PUBLIC_URL || `http://127.0.0.1:${port}`).replace(/\/$/, '');
  await waitFor(`${platformUrl}/readyz`, readyTimeoutMs);

  // Only a test-mode platform has the demo merchant (live mode seeds no demo data).
  const profile = await call(`${platformUrl}${merchantApiBase}/api/merchant?merchant_id=${demoMerchant.id}`).catch(
    () => null,
  );
  if (profile?.test_mode !== true) return;

  // Delivered from the platform's process to the shop's: loopback is allowed in test mode only.
  const webhookUrl = `http://127.0.0.1:${shopPort}/webhooks`;
  const secrets = demoSecrets();
  const shopUrl = `http://localhost:${shopPort}`;
  const webhookSecret = await registerDemoWebhook(
    platformUrl,
    apiBase,
    webhookUrl,
    secrets.passwords.merchant,
    shopUrl,
  );
  const shop = spawn(process.execPath, [join(root, 'examples/merchant-backend/src/server.mjs')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PLATFORM_URL: platformUrl,
      MERCHANT_API_BASE: merchantApiBase,
      MERCHANT_ID: demoMerchant.id,
      SECRET_KEY: secrets.merchantKeys.secret,
      WEBHOOK_SECRET: webhookSecret,
      PORT: String(shopPort),
      HOST: '127.0.0.1',
      SHOP_URL: shopUrl,
    },
  });
  children.add(shop);
  shop.on('exit', (code) => {
    children.delete(shop);
    if (server.exitCode === null) console.error(`Demo shop stopped (exit ${code}); the platform keeps running.`);
  });
  await waitFor(`http://127.0.0.1:${shopPort}/healthz`, 30_000);
  process.stdout.write(
    [
      `Demo shop (merchant ${demoMerchant.id}, test mode; examples/README.md)`,
      `  shop         ${shopUrl}/`,
      `  React shop   ${shopUrl}/react/`,
      `  webhook      POST ${webhookUrl} (registered for ${demoMerchant.id}; its secret is rotated at each start)`,
      `  pay in test mode: POST ${platformUrl}${apiBase}/test-mode/chain/pay {address, amount, currency}`,
      '',
    ].join('\n'),
  );
}

// ── Start ─────────────────────────────────────────────────────────────────────────────────────────

ensureInstalled();
ensureBuilt();

const children = new Set();
const server = spawn(process.execPath, [join(root, 'packages/server/dist/server.js')], {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: process.env,
});
children.add(server);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((child) => child.kill(signal)));
server.on('exit', (code, signal) => {
  children.delete(server);
  children.forEach((child) => child.kill('SIGTERM'));
  process.exit(code ?? (signal ? 1 : 0));
});

startDemoShop().catch((error) => {
  console.error(`Demo shop not started: ${error instanceof Error ? error.message : String(error)}`);
});
