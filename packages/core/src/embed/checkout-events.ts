import { z } from 'zod';
import { checkoutFailureReasons, frameErrorCodes, type FrameMessagePayloads } from './protocol.js';

/**
 * The guest checkout's events to the host page as zod schemas. The checkout frame (which ships zod
 * for its API rows anyway) checks every event against these before posting it; the SDK, whose
 * script has a byte budget, checks the same shapes by hand (packages/sdk/src/frame-messages.ts),
 * and its test runs both checks over the same messages so they cannot drift.
 */
const digits = z.string().regex(/^\d{1,38}$/);
const currency = z.string().regex(/^[A-Z]{2,12}$/);

export const checkoutOrderSummarySchema = z.object({
  id: z.string().min(1).max(200),
  fiat_currency: currency,
  fiat_amount: digits,
  crypto_currency: currency,
  crypto_amount: digits,
});

export const checkoutEventPayloadSchemas = {
  ready: z.object({ live: z.boolean().optional() }),
  resize: z.object({ height: z.number().positive().lt(1e5) }),
  order_created: z.object({ order: checkoutOrderSummarySchema }),
  payment_authorized: z.object({ order: checkoutOrderSummarySchema }),
  order_completed: z.object({ order: checkoutOrderSummarySchema, txid: z.string().min(1).max(200) }),
  order_failed: z.object({
    order: checkoutOrderSummarySchema,
    reason: z.enum(checkoutFailureReasons),
    code: z.string().min(1).max(200).optional(),
  }),
  close: z.object({}),
  escape: z.object({}),
  error: z.object({ code: z.enum(frameErrorCodes), message: z.string().min(1).max(500) }),
} satisfies { [Type in CheckoutEventType]: z.ZodType<FrameMessagePayloads[Type]> };

/** The frame messages the guest checkout sends (the widget's payment events are not among them). */
export type CheckoutEventType =
  | 'ready'
  | 'resize'
  | 'order_created'
  | 'payment_authorized'
  | 'order_completed'
  | 'order_failed'
  | 'close'
  | 'escape'
  | 'error';

export const checkoutEventTypes = Object.keys(checkoutEventPayloadSchemas) as CheckoutEventType[];

/** The payload when it is a valid checkout event of `type`, else undefined. */
export function parseCheckoutEventPayload<Type extends CheckoutEventType>(
  type: Type,
  payload: unknown,
): FrameMessagePayloads[Type] | undefined {
  const schema = (checkoutEventPayloadSchemas as Record<string, z.ZodType>)[type];
  const result = schema?.safeParse(payload);
  return result?.success === true ? (result.data as FrameMessagePayloads[Type]) : undefined;
}
