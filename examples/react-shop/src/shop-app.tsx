import { useEffect, useRef, useState } from 'react';
import { mount, MountError, type EmbedHandle } from '@platform/sdk';
import { createOrder, fetchProducts, type CreatedOrder, type Product } from './shop-api.js';
import { useOrderStatus } from './use-order-status.js';

const statusTexts = {
  awaiting_payment: 'Waiting for your payment.',
  confirming: 'Payment detected. Waiting for the network to confirm it…',
  paid: 'Paid. Thank you, your order is confirmed!',
  paid_late: 'Your payment arrived after the time ran out. We will contact you about it.',
  payment_failed: 'The payment was not completed. You can start a new one.',
} as const;

const fiatSigns: Record<string, string> = { EUR: '€', GBP: '£', USD: '$', CAD: 'C$', AUD: 'A$', CHF: '₣' };

/** The order being paid: reopened by the next click until it succeeds or fails. */
interface Payment {
  order: CreatedOrder;
  succeeded: boolean;
}

/**
 * A one-product shop: "Pay with crypto" asks the shop's backend for an order and its payment, then
 * mounts the platform's widget as a modal with the SDK's npm module.
 */
export function ShopApp() {
  const [product, setProduct] = useState<Product | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [followedOrderId, setFollowedOrderId] = useState<string | null>(null);
  const payment = useRef<Payment | null>(null);
  const handle = useRef<EmbedHandle | null>(null);
  const { order, error: orderError } = useOrderStatus(followedOrderId);

  useEffect(() => {
    fetchProducts().then(
      (products) => setProduct(products[0] ?? null),
      (caught: Error) => setMessage(caught.message),
    );
    // Leaving the page (or a re-render in development) removes the widget and its listeners.
    return () => handle.current?.destroy();
  }, []);

  async function pay(chosen: Product) {
    setBusy(true);
    try {
      if (payment.current === null) {
        setMessage('Creating your order…');
        payment.current = { order: await createOrder(chosen.id), succeeded: false };
      }
      const current = payment.current;
      setMessage(`Order ${current.order.order_id}: ${statusTexts.awaiting_payment}`);
      handle.current = await mount({
        kind: 'widget',
        mode: 'modal',
        merchantId: current.order.merchant_id,
        transactionId: current.order.transaction_id,
        origin: current.order.platform_origin,
        lang: 'en',
        onEvent(event) {
          if (event.type === 'success' && !current.succeeded) {
            current.succeeded = true;
            setMessage('Payment received. Waiting for the shop’s confirmation…');
            setFollowedOrderId(current.order.order_id);
          } else if (event.type === 'failure') {
            payment.current = null; // the next click starts a new order
            setMessage(statusTexts.payment_failed);
          } else if (event.type === 'close') {
            setBusy(false);
            handle.current = null;
            if (event.by === 'frame' && current.succeeded) window.location.assign(current.order.return_url);
            else if (!current.succeeded) setMessage('Payment window closed. Your order is kept.');
          }
        },
      });
    } catch (caught) {
      setBusy(false);
      if (caught instanceof MountError && caught.code === 'closed') setMessage('Payment window closed.');
      else if (caught instanceof MountError) {
        console.error(caught.message); // says what to fix: CSP frame-src, origin, …
        setMessage('The payment window could not open. Please try again.');
      } else setMessage(caught instanceof Error ? caught.message : String(caught));
    }
  }

  // After the widget's success the shop waits for its backend's word (from the webhook).
  const status =
    orderError ??
    (order === null || order.status === 'awaiting_payment' || order.status === 'confirming'
      ? message
      : order.status === 'paid'
        ? `Paid: order ${order.order_id} is confirmed. Thank you!`
        : statusTexts[order.status]);

  return (
    <>
      <header className="shop-header">Demo Shop (React)</header>
      <main className="shop">
        {product === null ? (
          <p>Loading…</p>
        ) : (
          <article className="product">
            <h1>{product.name}</h1>
            <p className="product__price">
              {fiatSigns[product.currency] ?? ''}
              {product.price}
            </p>
            <button type="button" className="pay-button" disabled={busy} onClick={() => void pay(product)}>
              Pay with crypto
            </button>
          </article>
        )}
        <p className="order-status" role="status">
          {status}
        </p>
      </main>
    </>
  );
}
