/**
 * The backend's settings, read once from the environment. Every mistake is listed together and the
 * process refuses to start, so a wrong key never reaches a customer.
 *
 * @typedef {object} BackendConfig
 * @property {string} platformUrl the platform's origin, e.g. https://pay.example.com (the SDK's origin too)
 * @property {string} merchantApiUrl where the merchant calls live: PLATFORM_URL + MERCHANT_API_BASE (/m)
 * @property {string} merchantId the merchant's id, mer_…
 * @property {string} secretKey the merchant's secret key, sk_test_… or sk_live_… (never sent to a browser)
 * @property {string} webhookSecret the signing secret of the webhook endpoint, whsec_…
 * @property {number} port where this backend listens
 * @property {string} host the listen address
 * @property {string} shopUrl the shop's public origin: return URLs point at it
 */

export class ConfigError extends Error {}

/**
 * `https://pay.example.com/` → `https://pay.example.com`; undefined when it is no http(s) origin.
 *
 * @param {string} text
 */
function readOrigin(text) {
  try {
    const url = new URL(text);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/**
 * @param {Record<string, string | undefined>} env usually process.env
 * @returns {BackendConfig}
 */
export function readConfig(env) {
  const problems = [];
  const value = (/** @type {string} */ name) => (env[name] ?? '').trim();

  const platformUrl = readOrigin(value('PLATFORM_URL'));
  if (platformUrl === undefined) problems.push('PLATFORM_URL: the platform origin, like https://pay.example.com');
  const merchantApiBase = value('MERCHANT_API_BASE') || '/m';
  if (!/^\/[\w/-]*$/.test(merchantApiBase)) problems.push('MERCHANT_API_BASE: a path like /m (the default)');
  const merchantId = value('MERCHANT_ID');
  if (!/^[\w-]{1,128}$/.test(merchantId)) problems.push('MERCHANT_ID: your merchant id, like mer_…');
  const secretKey = value('SECRET_KEY');
  if (!/^sk_(test|live)_[\w-]+$/.test(secretKey)) {
    problems.push('SECRET_KEY: your secret key, sk_test_… or sk_live_… (a publishable pk_ key cannot be used here)');
  }
  const webhookSecret = value('WEBHOOK_SECRET');
  if (!/^whsec_[A-Za-z0-9+/=]+$/.test(webhookSecret)) {
    problems.push('WEBHOOK_SECRET: the signing secret shown when you set the webhook URL, whsec_…');
  }
  const port = Number(value('PORT') || '4000');
  if (!Number.isInteger(port) || port < 1 || port > 65_535) problems.push('PORT: a port number (default 4000)');
  const host = value('HOST') || '127.0.0.1';
  const shopUrl = readOrigin(value('SHOP_URL') || `http://localhost:${port}`);
  if (shopUrl === undefined) problems.push('SHOP_URL: the shop origin customers open, like https://shop.example.com');

  if (problems.length > 0) {
    throw new ConfigError(`The merchant backend cannot start:\n  ${problems.join('\n  ')}`);
  }
  return {
    platformUrl: /** @type {string} */ (platformUrl),
    merchantApiUrl: `${platformUrl}${merchantApiBase.replace(/\/$/, '')}`,
    merchantId,
    secretKey,
    webhookSecret,
    port,
    host,
    shopUrl: /** @type {string} */ (shopUrl),
  };
}
