/**
 * The one platform call the shop makes: create a payment with the secret key
 * (POST {PLATFORM_URL}/m/api/transaction). The order id is the idempotency key, so a retry after a
 * lost answer returns the same payment instead of a second one.
 */

const timeoutMs = 10_000;
const maxAttempts = 2;

export class PlatformError extends Error {
  /** @param {string} message @param {number} status the platform's HTTP status (0: no answer) */
  constructor(message, status) {
    super(message);
    this.name = 'PlatformError';
    this.status = status;
  }
}

/**
 * @param {import('./config.mjs').BackendConfig} config
 * @param {import('./orders.mjs').Order} order
 * @returns {Promise<Record<string, unknown>>} the payment (request_details of the answer)
 */
export async function createPayment(config, order) {
  const body = JSON.stringify({
    merchant_id: config.merchantId,
    amount: order.amount,
    currency: order.currency,
    order_id: order.id,
    product: order.productName,
    return_url: order.returnUrl,
  });
  let lastError = new PlatformError('The payment platform was not called.', 0);
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    let response;
    try {
      response = await fetch(`${config.merchantApiUrl}/api/transaction`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${config.secretKey}`,
          'content-type': 'application/json',
          'idempotency-key': order.id,
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      lastError = new PlatformError(`The payment platform did not answer: ${String(error)}`, 0);
      continue; // safe to repeat: same idempotency key
    }
    const answer = await response.json().catch(() => null);
    if (response.ok && answer?.request_status === 1 && typeof answer.request_details === 'object') {
      return answer.request_details;
    }
    lastError = new PlatformError(
      `The payment platform refused the payment (${response.status}): ${JSON.stringify(answer?.error_message ?? answer)}`,
      response.status,
    );
    if (response.status < 500) break; // our mistake (key, amount, …): repeating will not help
  }
  throw lastError;
}
