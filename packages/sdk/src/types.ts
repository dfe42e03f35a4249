import type { MerchantPayment } from './payment.js';

export type { MerchantPayment };

/** What to mount: the merchant payment widget or the guest checkout. */
export type EmbedKind = 'widget' | 'checkout';
/** Inline inside a container of your page, or a modal over it. */
export type EmbedMode = 'inline' | 'modal';

interface CommonMountOptions {
  kind: EmbedKind;
  /** Your merchant id (`mer_…`), from the merchant area. */
  merchantId: string;
  /** The payment your server created (`pay_…`). */
  transactionId: string;
  /** A language of the platform (en, es, cz, de, fi, it, no); the frame's default otherwise. */
  lang?: string;
  /** The platform's origin, e.g. `https://pay.example.com` (the script tag knows it from its own src). */
  origin: string;
  /**
   * Your publishable key (`pk_test_…` or `pk_live_…`). A test key is refused on a live platform
   * unless the page is served from localhost, so a test integration cannot go live by mistake.
   */
  publishableKey?: string;
  /** Called with every event, the first `ready` included. */
  onEvent?: (event: EmbedEvent) => void;
}

export interface InlineMountOptions extends CommonMountOptions {
  mode: 'inline';
  /** The element to mount into, or a CSS selector of it (e.g. `#pay`). */
  container: string | Element;
}

export interface ModalMountOptions extends CommonMountOptions {
  mode: 'modal';
  container?: undefined;
}

export type MountOptions = InlineMountOptions | ModalMountOptions;

/** The global's mount() (`window.WLPay` of the script tag): origin defaults to the script's own. */
export type ScriptMountOptions =
  | (Omit<InlineMountOptions, 'origin'> & { origin?: string })
  | (Omit<ModalMountOptions, 'origin'> & { origin?: string });

/** Why a payment failed: its 900 s window passed, it stayed unconfirmed, or too little was paid. */
export type PaymentFailureReason = 'expired' | 'invalid' | 'paid_partial';
/** What went wrong inside the frame (`session_expired` and `region_not_served`: the checkout only). */
export type FrameErrorCode = 'payment_not_found' | 'unavailable' | 'session_expired' | 'region_not_served' | 'internal';

/**
 * A guest checkout order: the checkout id and both sides of the buy in integer base units, as
 * digit strings (`"25000"` EUR is 250.00 EUR; `"41000"` BTC is 0.00041 BTC).
 */
export interface CheckoutOrder {
  id: string;
  fiat_currency: string;
  fiat_amount: string;
  crypto_currency: string;
  crypto_amount: string;
}
/** Why a checkout order failed. */
export type CheckoutFailureReason = 'declined' | 'cancelled' | 'expired' | 'failed';

export type EmbedEvent =
  /** The frame runs; mount() resolves. `live` is false when the platform runs in test mode. */
  | { type: 'ready'; live?: boolean }
  /** The frame's content height in CSS pixels; the iframe already follows it. */
  | { type: 'resize'; height: number }
  /** The payment changed (a coin chosen, a transaction detected, a confirmation, …). */
  | { type: 'status'; payment: MerchantPayment }
  | { type: 'success'; payment: MerchantPayment }
  | { type: 'failure'; payment: MerchantPayment; reason: PaymentFailureReason }
  | { type: 'expired'; payment: MerchantPayment }
  /** Checkout: the order exists (contact details given, the rate locked). */
  | { type: 'order_created'; order: CheckoutOrder }
  /** Checkout: the payment is authorized, not yet captured. */
  | { type: 'payment_authorized'; order: CheckoutOrder }
  /** Checkout: the coins were sent in the chain transaction `txid`. */
  | { type: 'order_completed'; order: CheckoutOrder; txid: string }
  /** Checkout: the order failed; `code` is the card's decline code when it was declined. */
  | { type: 'order_failed'; order: CheckoutOrder; reason: CheckoutFailureReason; code?: string }
  /** The customer closed the frame: inside it (`frame`) or the modal's close button or Escape (`user`). */
  | { type: 'close'; by: 'frame' | 'user' }
  | { type: 'error'; code: FrameErrorCode; message: string };

export type EmbedEventType = EmbedEvent['type'];
export type EmbedEventOf<Type extends EmbedEventType> = Extract<EmbedEvent, { type: Type }>;
export type EmbedListener<Type extends EmbedEventType> = (event: EmbedEventOf<Type>) => void;

/** A mounted frame. */
export interface EmbedHandle {
  /** Listens to one event type; returns the function that stops listening. */
  on<Type extends EmbedEventType>(type: Type, listener: EmbedListener<Type>): () => void;
  off<Type extends EmbedEventType>(type: Type, listener: EmbedListener<Type>): void;
  /** Removes every node, listener and timer the mount made and restores the page's styles and focus. */
  destroy(): void;
}

/**
 * Why mount() rejected: the frame never answered (`timeout`), it loaded but never answered
 * (`frame_blocked`: CSP frame-src, an ad blocker, a wrong origin), the options are wrong
 * (`invalid_options`, the message says how to fix them), or the customer closed the modal first.
 */
export type MountErrorCode = 'timeout' | 'frame_blocked' | 'invalid_options' | 'closed';

/** The script tag's global, `window.WLPay`. */
export interface WLPayGlobal {
  readonly version: 1;
  mount(options: ScriptMountOptions): Promise<EmbedHandle>;
  /** The mount the script tag's data attributes asked for, when they did. */
  auto?: Promise<EmbedHandle>;
}

declare global {
  interface Window {
    /** Set by the script tag and by the default entry of the npm module. */
    WLPay?: WLPayGlobal;
  }
}
