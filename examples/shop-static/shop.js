// The product page: "Pay with crypto" asks the shop's backend for an order and its payment (the
// backend holds the secret key), then opens the platform's widget as a modal with the SDK loaded
// by the script tag (window.WLPay). The SDK's events only update the page; the order counts as paid
// when the backend says so, after the platform's signed webhook.
import { followOrder, showStatus, statusTexts } from './order-status.js';

const button = document.getElementById('pay-button');
const status = document.getElementById('order-status');
const productId = button.closest('[data-product-id]').dataset.productId;
const sdkLoadTimeoutMs = 10_000;

/** The order being paid: reopened by the next click until it succeeds or fails. */
let current;

/** window.WLPay once the async SDK script has run. */
function loadedSdk() {
  if (window.WLPay !== undefined) return Promise.resolve(window.WLPay);
  const script = document.getElementById('wlpay-sdk');
  return new Promise((resolve, reject) => {
    const failed = () => reject(new Error('The payment window could not load. Check your connection and try again.'));
    const timer = setTimeout(failed, sdkLoadTimeoutMs);
    script.addEventListener('error', failed, { once: true });
    script.addEventListener(
      'load',
      () => {
        clearTimeout(timer);
        if (window.WLPay === undefined) failed();
        else resolve(window.WLPay);
      },
      { once: true },
    );
  });
}

async function createOrder() {
  const response = await fetch('/orders', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ product_id: productId }),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(body.error ?? 'The order could not be created. Please try again.');
  return body;
}

/** After the widget's success: the shop's word (from the webhook) once it has one. */
function followUntilPaid(order) {
  followOrder(
    order.order_id,
    (latest) => {
      if (latest.status === 'paid') {
        showStatus(status, `Paid: order ${latest.order_id} is confirmed. Thank you!`, 'paid');
      } else if (latest.status === 'paid_late' || latest.status === 'payment_failed') {
        showStatus(status, statusTexts[latest.status], 'failed');
      } // else the webhook has not arrived yet: "Payment received…" stays
    },
    (error) => showStatus(status, error.message, 'failed'),
  );
}

async function pay() {
  button.disabled = true;
  try {
    if (current === undefined) {
      showStatus(status, 'Creating your order…');
      current = { order: await createOrder(), succeeded: false };
    }
    const { order } = current;
    showStatus(status, `Order ${order.order_id}: ${statusTexts.awaiting_payment}`);
    const wlpay = await loadedSdk();
    const handle = await wlpay.mount({
      kind: 'widget',
      mode: 'modal',
      merchantId: order.merchant_id,
      transactionId: order.transaction_id,
      lang: document.documentElement.lang,
    });
    handle.on('success', () => {
      if (current.succeeded) return;
      current.succeeded = true;
      showStatus(status, 'Payment received. Waiting for the shop’s confirmation…');
      followUntilPaid(order);
    });
    handle.on('failure', () => {
      current = undefined; // the next click starts a new order
      showStatus(status, statusTexts.payment_failed, 'failed');
    });
    handle.on('close', (event) => {
      button.disabled = false;
      // The widget's "Return to merchant" closes the modal: continue to the order's return URL.
      if (event.by === 'frame' && current?.succeeded === true) location.assign(order.return_url);
      else if (current !== undefined && !current.succeeded) {
        showStatus(status, `Payment window closed. Order ${order.order_id} is kept: pay whenever you are ready.`);
      }
    });
  } catch (error) {
    button.disabled = false;
    if (error?.code === 'closed') {
      showStatus(status, 'Payment window closed.');
    } else if (error?.code !== undefined) {
      console.error(error.message); // a MountError says what to fix (CSP, origin, …)
      showStatus(status, 'The payment window could not open. Please try again.', 'failed');
    } else {
      showStatus(status, error instanceof Error ? error.message : String(error), 'failed');
    }
  }
}

button.addEventListener('click', () => {
  pay();
});
