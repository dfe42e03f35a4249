// The return URL's page: the order and its payment state as the shop's backend knows it.
import { followOrder, showStatus, statusTexts, toneOf } from './order-status.js';

const status = document.getElementById('order-status');
const confirmation = document.getElementById('order-confirmation');
const orderId = new URLSearchParams(location.search).get('order');
const fiatSigns = { EUR: '€', GBP: '£', USD: '$', CAD: 'C$', AUD: 'A$', CHF: '₣' };

if (orderId === null || orderId === '') {
  showStatus(status, 'No order given. Start from the shop.', 'failed');
} else {
  followOrder(
    orderId,
    (order) => {
      document.getElementById('order-id').textContent = order.order_id;
      document.getElementById('order-product').textContent = order.product.name;
      document.getElementById('order-total').textContent = `${fiatSigns[order.currency] ?? ''}${order.amount}`;
      showStatus(status, statusTexts[order.status] ?? order.status, toneOf(order.status));
      const settled = order.webhook_events.find((event) => event.type === 'payment.settled');
      confirmation.textContent =
        settled === undefined
          ? ''
          : `Confirmed by the payment platform’s signed webhook (payment.settled, ${settled.id}).`;
    },
    (error) => showStatus(status, error.message, 'failed'),
  );
}
