import { randomBytes } from 'node:crypto';

/**
 * The shop's orders, in memory (a real shop keeps them in its database). An order learns about its
 * payment from two trusted places only: the platform's answer to our own authenticated create call,
 * and signed webhooks. What the browser says (the SDK's events) never changes an order.
 *
 * @typedef {object} PaymentState what the shop keeps of the platform's payment (MerchantPayment)
 * @property {string} transaction_id
 * @property {string} status awaiting_currency, new, processing, settled, expired or invalid
 * @property {string} exception_status none, paid_partial, paid_over or paid_late
 * @property {string | null} currency_1_iso the coin the customer pays in
 * @property {string | null} currency_1_amount the amount due in that coin
 * @property {string} amount_paid
 * @property {string | null} settled_at
 *
 * @typedef {object} WebhookEventRecord
 * @property {string} id the webhook-id header (the same on every retry)
 * @property {string} type e.g. payment.settled
 * @property {string} receivedAt
 *
 * @typedef {object} Order
 * @property {string} id
 * @property {string} productId
 * @property {string} productName
 * @property {string} amount
 * @property {string} currency
 * @property {string} returnUrl
 * @property {string} createdAt
 * @property {PaymentState | null} payment
 * @property {string | null} paymentEventAt creation time of the newest event applied (orders late retries)
 * @property {WebhookEventRecord[]} webhookEvents
 *
 * @typedef {'awaiting_payment' | 'confirming' | 'paid' | 'paid_late' | 'payment_failed'} OrderStatus
 */

/** Oldest orders are forgotten past this many (memory is not a database). */
export const maxOrders = 10_000;
/** Webhook events remembered per order (for de-duplication and display). */
const maxEventsPerOrder = 50;

/**
 * What the order page shows, from the payment's state. Only `paid` means ship the goods.
 *
 * @param {PaymentState | null} payment
 * @returns {OrderStatus}
 */
export function orderStatusOf(payment) {
  if (payment === null) return 'awaiting_payment';
  switch (payment.status) {
    case 'settled':
      return 'paid';
    case 'processing':
      return 'confirming';
    case 'expired':
      return payment.exception_status === 'paid_late' ? 'paid_late' : 'payment_failed';
    case 'invalid':
      return 'payment_failed';
    default:
      return 'awaiting_payment';
  }
}

/**
 * The fields the shop keeps, from a platform payment; undefined when it is not a payment.
 *
 * @param {unknown} data
 * @returns {PaymentState | undefined}
 */
export function readPaymentState(data) {
  if (typeof data !== 'object' || data === null) return undefined;
  const payment = /** @type {Record<string, unknown>} */ (data);
  const text = (/** @type {string} */ name) =>
    typeof payment[name] === 'string' ? /** @type {string} */ (payment[name]) : null;
  const id = text('transaction_id');
  const status = text('status');
  if (id === null || status === null) return undefined;
  return {
    transaction_id: id,
    status,
    exception_status: text('exception_status') ?? 'none',
    currency_1_iso: text('currency_1_iso'),
    currency_1_amount: text('currency_1_amount'),
    amount_paid: text('amount_paid') ?? '0',
    settled_at: text('settled_at'),
  };
}

export function createOrderStore() {
  /** @type {Map<string, Order>} */
  const orders = new Map();
  /** @type {Map<string, string>} payment id → order id */
  const orderIdByPayment = new Map();

  /** @param {Order} order */
  function remember(order) {
    if (orders.size >= maxOrders) {
      const oldest = orders.values().next().value;
      if (oldest !== undefined) {
        orders.delete(oldest.id);
        if (oldest.payment !== null) orderIdByPayment.delete(oldest.payment.transaction_id);
      }
    }
    orders.set(order.id, order);
  }

  return {
    /**
     * A new order for one product; its id is unguessable, since GET /orders/{id} needs no sign-in.
     *
     * @param {{ product: import('./catalogue.mjs').Product, shopUrl: string }} input
     * @returns {Order}
     */
    create({ product, shopUrl }) {
      const id = `ord_${randomBytes(12).toString('base64url')}`;
      return {
        id,
        productId: product.id,
        productName: product.name,
        amount: product.price,
        currency: product.currency,
        returnUrl: `${shopUrl}/order.html?order=${id}`,
        createdAt: new Date().toISOString(),
        payment: null,
        paymentEventAt: null,
        webhookEvents: [],
      };
    },

    /** Keeps an order once the platform created its payment. @param {Order} order @param {PaymentState} payment */
    save(order, payment) {
      const saved = { ...order, payment };
      remember(saved);
      orderIdByPayment.set(payment.transaction_id, saved.id);
      return saved;
    },

    /** @param {string} id @returns {Order | undefined} */
    get(id) {
      return orders.get(id);
    },

    /**
     * Applies a verified webhook event about a payment: repeats (same webhook-id) and events older
     * than the one already applied (a retry arriving late) change nothing.
     *
     * @param {{ webhookId: string, type: string, createdAt: string, payment: PaymentState }} event
     * @returns {'applied' | 'duplicate' | 'stale' | 'unknown_order'}
     */
    applyPaymentEvent(event) {
      const orderId = orderIdByPayment.get(event.payment.transaction_id);
      const order = orderId === undefined ? undefined : orders.get(orderId);
      if (order === undefined) return 'unknown_order';
      if (order.webhookEvents.some((seen) => seen.id === event.webhookId)) return 'duplicate';
      const record = { id: event.webhookId, type: event.type, receivedAt: new Date().toISOString() };
      order.webhookEvents = [...order.webhookEvents, record].slice(-maxEventsPerOrder);
      if (order.paymentEventAt !== null && event.createdAt < order.paymentEventAt) return 'stale';
      order.payment = event.payment;
      order.paymentEventAt = event.createdAt;
      return 'applied';
    },
  };
}

/** @typedef {ReturnType<typeof createOrderStore>} OrderStore */

/**
 * An order as GET /orders/{id} answers it (no secrets in it: the shop's pages read it).
 *
 * @param {Order} order
 */
export function orderView(order) {
  return {
    order_id: order.id,
    status: orderStatusOf(order.payment),
    product: { id: order.productId, name: order.productName },
    amount: order.amount,
    currency: order.currency,
    return_url: order.returnUrl,
    created_at: order.createdAt,
    payment: order.payment,
    webhook_events: order.webhookEvents.map((event) => ({
      id: event.id,
      type: event.type,
      received_at: event.receivedAt,
    })),
  };
}
