import { z } from 'zod';
import { displayAmount } from '../display-amount.js';
import type { TransactionRecord } from './transaction-repository.js';

/** The wire Transaction (core transactionSchema: direction, updated_at, completed_at, chain fields), for response schemas. */
export const transactionWireSchema = z.object({
  id: z.string(),
  order_id: z.string().optional(),
  type: z.string(),
  status: z.string(),
  payment_status: z.string().nullable(),
  currency_iso: z.string(),
  currency_2_iso: z.string().nullable(),
  conversion_t: z.enum(['debit', 'credit']).nullable(),
  direction: z.enum(['debit', 'credit']),
  amount: z.string(),
  payment_method: z.string().nullable(),
  from_amount: z.string().optional(),
  to_amount: z.string().optional(),
  price: z.string().optional(),
  quantity: z.string().optional(),
  rate: z.string().optional(),
  transaction_fee: z.string(),
  /** On-chain rows: the transaction hash, and while a deposit confirms its confirmations of required. */
  txid: z.string().optional(),
  confirmations: z.number().int().optional(),
  required_confirmations: z.number().int().optional(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
});
export type TransactionWire = z.infer<typeof transactionWireSchema>;

/**
 * A stored transaction as the API sends it: amounts at display scale (crypto 8, fiat 2), status and
 * payment_status raw (the client applies core's transactionStatusDisplay), optional columns only
 * when they apply.
 */
export function toTransactionWire(record: TransactionRecord): TransactionWire {
  const second = record.currency2;
  return {
    id: record.id,
    ...(record.orderId === null ? {} : { order_id: record.orderId }),
    type: record.type,
    status: record.status,
    payment_status: record.paymentStatus,
    currency_iso: record.currency,
    currency_2_iso: second,
    conversion_t: record.conversionT,
    direction: record.direction,
    amount: displayAmount(record.currency, record.amountBaseUnits),
    payment_method: record.paymentMethod,
    ...(record.fromAmountBaseUnits === null
      ? {}
      : { from_amount: displayAmount(record.currency, record.fromAmountBaseUnits) }),
    ...(record.toAmountBaseUnits === null || second === null
      ? {}
      : { to_amount: displayAmount(second, record.toAmountBaseUnits) }),
    ...(record.price === null ? {} : { price: record.price }),
    ...(record.quantityBaseUnits === null || second === null
      ? {}
      : { quantity: displayAmount(second, record.quantityBaseUnits) }),
    ...(record.rate === null ? {} : { rate: record.rate }),
    transaction_fee: displayAmount(record.currency, record.feeBaseUnits),
    ...(record.txid === null ? {} : { txid: record.txid }),
    ...(record.confirmations === null ? {} : { confirmations: record.confirmations }),
    ...(record.requiredConfirmations === null ? {} : { required_confirmations: record.requiredConfirmations }),
    created_at: record.createdAt,
    updated_at: record.updatedAt,
    completed_at: record.completedAt,
  };
}
