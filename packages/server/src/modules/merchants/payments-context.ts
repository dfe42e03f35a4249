import { randomBytes } from 'node:crypto';
import type { CryptoCurrency, MerchantPayment, PaymentEventType } from '@platform/core';
import type { ChainNetwork } from '@platform/core/addresses';
import type { Database, Transaction } from '../../db/database.js';

/** How long after the 900 s window a full payment is still accepted as "paid late" (BTCPay: 24 h). */
export const monitoringWindowSeconds = 86_400;
/**
 * How long a payment waits for the customer to choose a coin (a payment link may be opened until
 * then) when the merchant does not say: 24 h. A merchant may ask for 60 s to 30 days.
 */
export const awaitingCurrencySeconds = 86_400;

/** The widget's guard message of spec §8 for a payment that is gone or no longer payable. */
export const sessionExpiredMessage = 'Session Expired Please Make another transaction.';

export interface PaymentEvent {
  type: PaymentEventType;
  payment: MerchantPayment;
  /** Idempotency key of the event: the same change never notifies twice. */
  eventKey: string;
}

/** What every payment use case works with: the database, the network, the clock and the policies. */
export interface PaymentsContext {
  database: Database;
  /** Network deposit addresses are derived for (DEPOSIT_NETWORK). */
  network: ChainNetwork;
  testMode: boolean;
  /** Confirmations a coin needs before its deposit is credited (the chains module's policy). */
  requiredConfirmations(coin: CryptoCurrency): number;
  /** Oldest rate a money operation accepts. */
  moneyRateMaxAgeMs: number;
  /** ERC-20 contracts for payment URIs (EIP-681), when configured. */
  tokenContracts: Partial<Record<'USDT' | 'USDC', string>>;
  now(): Date;
  /** PUBLIC_URL: the origin of links in emails (payment links); absent: the request's brand host. */
  publicUrl?: string | undefined;
  /** MERCHANT_MAX_OPEN_PAYMENTS: unpaid payments one merchant may have open at once (absent: no cap). */
  maxOpenPaymentsPerMerchant?: number | undefined;
  /** Called inside the payment's transaction for every state change (webhooks). */
  onPaymentEvent?: (transaction: Transaction, event: PaymentEvent) => Promise<void>;
}

export const newPaymentId = () => `pay_${randomBytes(12).toString('hex')}`;
