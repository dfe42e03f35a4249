// The order as the shop's backend knows it (GET /orders/{id}). Its status changes only through the
// platform's signed webhooks, so "paid" here is what the shop may ship on.

/** What each order status of the backend means to the customer. */
export const statusTexts = {
  awaiting_payment: 'Waiting for your payment.',
  confirming: 'Payment detected. Waiting for the network to confirm it…',
  paid: 'Paid. Thank you, your order is confirmed!',
  paid_late: 'Your payment arrived after the time ran out. We will contact you about it.',
  payment_failed: 'The payment was not completed. You can start a new one.',
};

/** Statuses after which the order does not change any more by itself. */
const finalStatuses = new Set(['paid', 'paid_late', 'payment_failed']);
const pollIntervalMs = 1000;
/** Ten minutes of polling at most (a page left open must not poll forever). */
const maxPolls = 600;

/** The order, or an Error whose message can be shown. */
export async function fetchOrder(orderId) {
  const response = await fetch(`/orders/${encodeURIComponent(orderId)}`, { cache: 'no-store' });
  if (response.status === 404) throw new Error('We could not find this order.');
  if (!response.ok) throw new Error('The shop could not load your order. Please reload the page.');
  return response.json();
}

/**
 * Calls onOrder with the order now and after each change, until it is final (or polling ends).
 * Returns a function that stops following.
 */
export function followOrder(orderId, onOrder, onError) {
  let stopped = false;
  let lastStatus;
  let timer;
  const poll = async (count) => {
    if (stopped) return;
    try {
      const order = await fetchOrder(orderId);
      if (stopped) return;
      if (order.status !== lastStatus) {
        lastStatus = order.status;
        onOrder(order);
      }
      if (finalStatuses.has(order.status)) return;
    } catch (error) {
      onError(error);
      return;
    }
    if (count + 1 < maxPolls) timer = setTimeout(() => poll(count + 1), pollIntervalMs);
  };
  poll(0);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** Writes a status text into an element, coloured by outcome. */
export function showStatus(element, text, tone = 'neutral') {
  element.textContent = text;
  element.classList.toggle('order-status--paid', tone === 'paid');
  element.classList.toggle('order-status--failed', tone === 'failed');
}

export function toneOf(status) {
  if (status === 'paid') return 'paid';
  return status === 'payment_failed' || status === 'paid_late' ? 'failed' : 'neutral';
}
