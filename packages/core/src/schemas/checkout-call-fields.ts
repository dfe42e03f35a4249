import { z } from 'zod';
import { isIpAddress } from './ip-address.js';

/** Field shapes the checkout's call schemas share (checkout-calls.ts, checkout-flow-calls.ts); not part of core's API. */
export const decimalText = z.string().regex(/^-?[0-9]{1,40}(\.[0-9]{1,18})?$/);
export const isoTime = z.string().max(40).describe('ISO 8601');
export const ipAddressSchema = z.string().max(64).refine(isIpAddress, { message: 'not an IP address' });
