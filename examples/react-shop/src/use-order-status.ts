import { useEffect, useState } from 'react';
import { fetchOrder, type ShopOrder } from './shop-api.js';

const pollIntervalMs = 1000;
/** Ten minutes at most: a tab left open must not poll forever. */
const maxPolls = 600;
const finalStatuses = new Set<ShopOrder['status']>(['paid', 'paid_late', 'payment_failed']);

/**
 * The order as the shop's backend knows it, polled while `orderId` is set and until it is final.
 * Only this (fed by the platform's signed webhooks) says an order is paid; the widget's events
 * are hints for the page.
 */
export function useOrderStatus(orderId: string | null): { order: ShopOrder | null; error: string | null } {
  const [order, setOrder] = useState<ShopOrder | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (orderId === null) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async (count: number) => {
      try {
        const latest = await fetchOrder(orderId);
        if (stopped) return;
        setOrder(latest);
        if (finalStatuses.has(latest.status)) return;
      } catch (caught) {
        if (!stopped) setError(caught instanceof Error ? caught.message : String(caught));
        return;
      }
      if (count + 1 < maxPolls) timer = setTimeout(() => void poll(count + 1), pollIntervalMs);
    };
    void poll(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderId]);
  return { order, error };
}
