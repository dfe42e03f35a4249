import { displayAmount } from '../display-amount.js';
import type { TransactionRecord } from './transaction-repository.js';

/**
 * A transaction as the API sends it (checked on the way out by the rows' core transactionSchema):
 * direction, updated_at, completed_at, and the chain fields only on chain rows.
 */
export interface TransactionWire {
  id: string;
  order_id?: string;
  type: string;
  status: string;
  payment_status: string | null;
  currency_iso: string;
  currency_2_iso: string | null;
  conversion_t: 'debit' | 'credit' | null;
  direction: 'debit' | 'credit';
  amount: string;
  payment_method: string | null;
  from_amount?: string;
  to_amount?: string;
  price?: string;
  quantity?: string;
  rate?: string;
  transaction_fee: string;
  /** On-chain rows: the transaction hash, and while a deposit confirms its confirmations of required. */
  txid?: string;
  confirmations?: number;
  required_confirmations?: number;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

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
