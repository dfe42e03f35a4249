/** The shop backend's calls (examples/merchant-backend): same origin, no key of any kind. */

export interface Product {
  id: string;
  name: string;
  price: string;
  currency: string;
}

/** What POST /orders answers: the order and what the widget needs to open its payment. */
export interface CreatedOrder {
  order_id: string;
  amount: string;
  currency: string;
  return_url: string;
  merchant_id: string;
  transaction_id: string;
  platform_origin: string;
}

export type OrderStatus = 'awaiting_payment' | 'confirming' | 'paid' | 'paid_late' | 'payment_failed';

/** GET /orders/{id}: the order as the backend knows it from the platform's signed webhooks. */
export interface ShopOrder {
  order_id: string;
  status: OrderStatus;
  amount: string;
  currency: string;
  webhook_events: { id: string; type: string; received_at: string }[];
}

async function json<T>(response: Response, fallback: string): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new Error(body.error ?? fallback);
  return body as T;
}

export async function fetchProducts(): Promise<Product[]> {
  const response = await fetch('/products');
  return (await json<{ products: Product[] }>(response, 'The shop could not load its products.')).products;
}

export async function createOrder(productId: string): Promise<CreatedOrder> {
  const response = await fetch('/orders', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ product_id: productId }),
  });
  return json<CreatedOrder>(response, 'The order could not be created. Please try again.');
}

export async function fetchOrder(orderId: string): Promise<ShopOrder> {
  const response = await fetch(`/orders/${encodeURIComponent(orderId)}`, { cache: 'no-store' });
  return json<ShopOrder>(response, 'The shop could not load your order.');
}
