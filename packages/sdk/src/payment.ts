import type { MerchantPayment as CoreMerchantPayment } from '@platform/core';

/**
 * The whole payment as the widget reports it: id, status, amounts, rate, on-chain payments
 * (packages/core/src/schemas/merchant-payment.ts). A type only: the SDK ships no core code, and
 * the published declarations spell the shape out (packages/sdk/build/declarations.mjs).
 */
export type MerchantPayment = CoreMerchantPayment;
