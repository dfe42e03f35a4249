// The example merchant's backend: serves the shops, creates payments with the secret key, receives
// the platform's signed webhooks and keeps each order's latest payment state. Plain node:http;
// the only dependency is `standardwebhooks`. Started by server.mjs.
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findProduct, products } from './catalogue.mjs';
import { createOrderStore, orderView, readPaymentState } from './orders.mjs';
import { PlatformError, createPayment } from './platform-client.mjs';
import { createStaticFiles } from './static-files.mjs';
import { createWebhookHandler } from './webhooks.mjs';

const examplesDir = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** Request bodies: an order names one product; a webhook carries one payment. */
const maxOrderBodyBytes = 1024;
const maxWebhookBodyBytes = 256 * 1024;

class HttpError extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** @param {import('node:http').IncomingMessage} request @param {number} limitBytes @returns {Promise<string>} */
function readBody(request, limitBytes) {
  return new Promise((resolveBody, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > limitBytes) {
        reject(new HttpError(413, `The request body is larger than ${limitBytes} bytes.`));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolveBody(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {unknown} body
 */
function sendJson(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

/** @param {import('./config.mjs').BackendConfig} config */
export function createBackend(config) {
  const log = (/** @type {string} */ line) => process.stdout.write(`[merchant-backend] ${line}\n`);
  const orders = createOrderStore();
  const handleWebhook = createWebhookHandler({
    webhookSecret: config.webhookSecret,
    merchantId: config.merchantId,
    orders,
    log,
  });
  const staticShop = createStaticFiles({
    dir: join(examplesDir, 'shop-static'),
    prefix: '/',
    platformUrl: config.platformUrl,
  });
  const reactShop = createStaticFiles({
    dir: join(examplesDir, 'react-shop/dist'),
    prefix: '/react/',
    platformUrl: config.platformUrl,
    missingHint: 'The React shop is not built yet: run `pnpm run build:apps` in the repository.',
  });

  /**
   * POST /orders {product_id}: the order, and its payment created on the platform with the secret key.
   *
   * @param {import('node:http').IncomingMessage} request
   */
  async function createOrder(request) {
    if (!String(request.headers['content-type']).startsWith('application/json')) {
      // JSON only: a cross-site form cannot send it, so other sites cannot create orders here.
      throw new HttpError(415, 'Send JSON (content-type: application/json).');
    }
    let input;
    try {
      input = JSON.parse(await readBody(request, maxOrderBodyBytes));
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(400, 'The body is not JSON.');
    }
    const product = findProduct(input?.product_id);
    if (product === undefined) throw new HttpError(400, 'Choose one of the shop’s products.');
    const order = orders.create({ product, shopUrl: config.shopUrl });
    let created;
    try {
      created = await createPayment(config, order);
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      log(`order ${order.id}: ${error.message}`);
      throw new HttpError(502, 'The payment could not be started. Please try again in a moment.');
    }
    const payment = readPaymentState(created);
    if (payment === undefined) throw new HttpError(502, 'The payment platform answered something unexpected.');
    orders.save(order, payment);
    log(`order ${order.id}: payment ${payment.transaction_id} created (${order.amount} ${order.currency})`);
    return {
      order_id: order.id,
      amount: order.amount,
      currency: order.currency,
      return_url: order.returnUrl,
      // What the shop page needs to mount the widget: no key of any kind.
      merchant_id: config.merchantId,
      transaction_id: payment.transaction_id,
      platform_origin: config.platformUrl,
    };
  }

  /** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response */
  async function route(request, response) {
    const url = new URL(request.url ?? '/', 'http://shop.invalid');
    const { pathname } = url;
    const method = request.method ?? 'GET';
    if (method === 'POST' && pathname === '/webhooks') {
      const answer = handleWebhook(await readBody(request, maxWebhookBodyBytes), request.headers);
      return sendJson(response, answer.status, answer.body);
    }
    if (method === 'POST' && pathname === '/orders') return sendJson(response, 201, await createOrder(request));
    if (method !== 'GET' && method !== 'HEAD') throw new HttpError(405, 'Method not allowed.');
    if (pathname === '/healthz') return sendJson(response, 200, { ok: true });
    if (pathname === '/products') return sendJson(response, 200, { products });
    const orderMatch = /^\/orders\/(ord_[\w-]{1,64})$/.exec(pathname);
    if (orderMatch !== null) {
      const order = orders.get(/** @type {string} */ (orderMatch[1]));
      if (order === undefined) throw new HttpError(404, 'No such order.');
      return sendJson(response, 200, orderView(order));
    }
    let decoded;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      throw new HttpError(400, 'Bad path.');
    }
    if (decoded === '/react') {
      response.writeHead(308, { location: '/react/' }).end();
      return undefined;
    }
    const file = await (decoded.startsWith('/react/') ? reactShop : staticShop)(decoded);
    if (file === undefined) throw new HttpError(404, 'Not found.');
    response.writeHead(file.status, file.headers);
    response.end(method === 'HEAD' ? undefined : file.body);
    return undefined;
  }

  return createServer((request, response) => {
    route(request, response).catch((error) => {
      const status = error instanceof HttpError ? error.status : 500;
      if (status === 500) log(`${request.method} ${request.url}: ${error instanceof Error ? error.stack : error}`);
      if (response.headersSent) {
        response.destroy();
        return;
      }
      sendJson(response, status, { error: status === 500 ? 'Something went wrong.' : error.message });
    });
  });
}
