// The public types, checked by the compiler: `pnpm --filter @platform/sdk run typecheck` fails when
// a @ts-expect-error line compiles (a mistake the types should catch got through) or when the SDK's
// types drift from the core protocol the frames speak. vitest runs the file too (runtime no-ops).
import type { MerchantPayment as CoreMerchantPayment } from '@platform/core';
import type {
  CheckoutFailureReason as CoreCheckoutFailureReason,
  CheckoutOrderSummary,
  FrameErrorCode as CoreFrameErrorCode,
  FrameMessagePayloads,
  FrameMessageType,
  PaymentFailureReason as CorePaymentFailureReason,
} from '@platform/core/embed';
import { describe, expectTypeOf, it } from 'vitest';
import type { FrameMessage } from './frame-messages.js';
import { mount } from './pure.js';
import type {
  CheckoutFailureReason,
  CheckoutOrder,
  EmbedEvent,
  EmbedEventOf,
  EmbedHandle,
  FrameErrorCode,
  MerchantPayment,
  MountErrorCode,
  MountOptions,
  PaymentFailureReason,
  ScriptMountOptions,
  WLPayGlobal,
} from './types.js';

const ids = { merchantId: 'mer_1', transactionId: 'pay_1', origin: 'https://pay.example.test' };

// Never called: only compiled.
export function integrationMistakes(handle: EmbedHandle, wlpay: WLPayGlobal): void {
  // @ts-expect-error mode is required
  void mount({ kind: 'widget', ...ids });
  // @ts-expect-error an inline mount needs a container
  void mount({ kind: 'widget', mode: 'inline', ...ids });
  // @ts-expect-error a modal takes no container
  void mount({ kind: 'widget', mode: 'modal', container: '#pay', ...ids });
  // @ts-expect-error kind is "widget" or "checkout"
  void mount({ kind: 'invoice', mode: 'modal', ...ids });
  // @ts-expect-error the npm module cannot guess the platform origin
  void mount({ kind: 'widget', mode: 'modal', merchantId: 'mer_1', transactionId: 'pay_1' });
  // @ts-expect-error transactionId is a string
  void mount({ kind: 'widget', mode: 'modal', ...ids, transactionId: 42 });
  // The script tag's global knows the origin from its own src.
  void wlpay.mount({ kind: 'checkout', mode: 'inline', container: document.body, merchantId: 'm', transactionId: 'p' });
  // @ts-expect-error no such event
  handle.on('paid', () => {});
  handle.on('success', (event) => {
    expectTypeOf(event.payment).toEqualTypeOf<MerchantPayment>();
    // @ts-expect-error a success event has no height
    void event.height;
  });
  handle.on('resize', (event) => expectTypeOf(event.height).toEqualTypeOf<number>());
  handle.on('failure', (event) => expectTypeOf(event.reason).toEqualTypeOf<PaymentFailureReason>());
  handle.on('error', (event) => expectTypeOf(event.code).toEqualTypeOf<FrameErrorCode>());
  handle.on('close', (event) => expectTypeOf(event.by).toEqualTypeOf<'frame' | 'user'>());
  handle.on('order_completed', (event) => {
    expectTypeOf(event.txid).toEqualTypeOf<string>();
    expectTypeOf(event.order).toEqualTypeOf<CheckoutOrder>();
    // @ts-expect-error an order event carries no payment
    void event.payment;
  });
  handle.on('order_failed', (event) => {
    expectTypeOf(event.reason).toEqualTypeOf<CheckoutFailureReason>();
    expectTypeOf(event.code).toEqualTypeOf<string | undefined>();
  });
  handle.on('order_created', (event) => expectTypeOf(event.order.fiat_amount).toEqualTypeOf<string>());
  handle.on('payment_authorized', (event) => expectTypeOf(event.order.id).toEqualTypeOf<string>());
  handle.on('ready', (event) => expectTypeOf(event.live).toEqualTypeOf<boolean | undefined>());
  // @ts-expect-error publishableKey is a string
  void mount({ kind: 'checkout', mode: 'modal', ...ids, publishableKey: 1 });
  void mount({ kind: 'checkout', mode: 'modal', ...ids, publishableKey: 'pk_live_abc' });
  const stop: () => void = handle.on('status', (event) => void event.payment.amount_due);
  stop();
  // @ts-expect-error off needs the same listener type as on
  handle.off('resize', (event: EmbedEventOf<'success'>) => void event);
  const onEvent: MountOptions['onEvent'] = (event) => {
    // @ts-expect-error narrow the event by its type first
    void event.payment;
    if (event.type === 'expired') void event.payment.expires_at;
  };
  void onEvent;
  const scriptOptions: ScriptMountOptions = { kind: 'widget', mode: 'modal', merchantId: 'm', transactionId: 'p' };
  void scriptOptions;
}

describe('public types', () => {
  it('carry the core payment and the protocol the frames speak (checked by tsc)', () => {
    expectTypeOf<MerchantPayment>().toEqualTypeOf<CoreMerchantPayment>();
    // The frame's test-key refusal is no event: mount() rejects with it (invalid_options).
    expectTypeOf<FrameErrorCode>().toEqualTypeOf<Exclude<CoreFrameErrorCode, 'test_key_refused'>>();
    expectTypeOf<Extract<FrameMessage, { type: 'error' }>['code']>().toEqualTypeOf<CoreFrameErrorCode>();
    expectTypeOf<PaymentFailureReason>().toEqualTypeOf<CorePaymentFailureReason>();
    expectTypeOf<FrameMessage['type']>().toEqualTypeOf<FrameMessageType>();
    expectTypeOf<Omit<EmbedEventOf<'failure'>, 'type'>>().toEqualTypeOf<FrameMessagePayloads['failure']>();
    expectTypeOf<Omit<EmbedEventOf<'status'>, 'type'>>().toEqualTypeOf<FrameMessagePayloads['status']>();
    expectTypeOf<Omit<EmbedEventOf<'error'>, 'type'>>().toEqualTypeOf<{
      code: FrameErrorCode;
      message: FrameMessagePayloads['error']['message'];
    }>();
    expectTypeOf<Omit<EmbedEventOf<'resize'>, 'type'>>().toEqualTypeOf<FrameMessagePayloads['resize']>();
    expectTypeOf<Omit<EmbedEventOf<'ready'>, 'type'>>().toEqualTypeOf<FrameMessagePayloads['ready']>();
    expectTypeOf<CheckoutOrder>().toEqualTypeOf<CheckoutOrderSummary>();
    expectTypeOf<CheckoutFailureReason>().toEqualTypeOf<CoreCheckoutFailureReason>();
    expectTypeOf<Omit<EmbedEventOf<'order_created'>, 'type'>>().toEqualTypeOf<FrameMessagePayloads['order_created']>();
    expectTypeOf<Omit<EmbedEventOf<'payment_authorized'>, 'type'>>().toEqualTypeOf<
      FrameMessagePayloads['payment_authorized']
    >();
    expectTypeOf<Omit<EmbedEventOf<'order_completed'>, 'type'>>().toEqualTypeOf<
      FrameMessagePayloads['order_completed']
    >();
    expectTypeOf<Omit<EmbedEventOf<'order_failed'>, 'type'>>().toEqualTypeOf<FrameMessagePayloads['order_failed']>();
    expectTypeOf<EmbedEvent['type']>().toEqualTypeOf<Exclude<FrameMessageType, 'escape'>>();
    expectTypeOf<MountErrorCode>().toEqualTypeOf<'timeout' | 'frame_blocked' | 'invalid_options' | 'closed'>();
  });
});
