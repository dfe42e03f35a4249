// core's zod schemas of the checkout events, a chunk with zod (events/checkout-events.ts imports it).
export { parseCheckoutEventPayload } from '@platform/core/embed';
