import type { MerchantPayment } from '@platform/core';

/**
 * What the widget tells its host page (through the SDK's frame messenger, wired in main.tsx). The
 * screens emit; main.tsx forwards each event to the parent window. Kept as a tiny listener set so
 * tests can observe events without an iframe.
 */
export type WidgetEvent =
  | { type: 'status'; payment: MerchantPayment }
  | { type: 'success'; payment: MerchantPayment }
  | { type: 'failure'; payment: MerchantPayment; reason: 'expired' | 'invalid' | 'paid_partial' }
  | { type: 'expired'; payment: MerchantPayment }
  | { type: 'close' };

type Listener = (event: WidgetEvent) => void;
const listeners = new Set<Listener>();

/** Subscribes to widget events; returns the unsubscribe function. */
export function onWidgetEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitWidgetEvent(event: WidgetEvent): void {
  for (const listener of [...listeners]) listener(event);
}
