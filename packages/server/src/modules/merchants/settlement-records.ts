import type { CurrencyCode } from '@platform/core';
import type { Queryable } from '../../db/database.js';
import { toDate } from './payment-repository.js';

/** A merchant_settlements row (082_merchant_settlements.sql); amounts in base units as text. */
export interface SettlementRecordRow {
  id: string;
  merchant_id: string;
  kind: 'widget' | 'creditcard';
  payment_id: string | null;
  order_id: string | null;
  currency: CurrencyCode;
  gross: string;
  fee: string;
  net: string;
  net_transfer_id: string | null;
  fee_transfer_id: string | null;
  created_at: Date;
}

export interface NewSettlementRecord {
  id: string;
  merchantId: string;
  paymentId: string | null;
  orderId: string | null;
  currency: CurrencyCode;
  grossBaseUnits: bigint;
  feeBaseUnits: bigint;
  netTransferId: string | null;
  feeTransferId: string | null;
}

async function insertRecord(
  queryable: Queryable,
  kind: SettlementRecordRow['kind'],
  record: NewSettlementRecord,
): Promise<void> {
  if (record.grossBaseUnits <= 0n || record.feeBaseUnits < 0n || record.feeBaseUnits > record.grossBaseUnits) {
    throw new RangeError('A settlement record has gross > 0 and 0 ≤ fee ≤ gross');
  }
  // The id derives from the ledger postings' round: a replayed round finds its record.
  await queryable.query(
    `insert into merchant_settlements (id, merchant_id, kind, payment_id, order_id, currency, gross, fee, net,
       net_transfer_id, fee_transfer_id)
     values ($1, $2, $3, $4, $5, $6, $7::numeric, $8::numeric, $9::numeric, $10, $11)
     on conflict (id) do nothing`,
    [
      record.id,
      record.merchantId,
      kind,
      record.paymentId,
      record.orderId,
      record.currency,
      record.grossBaseUnits.toString(),
      record.feeBaseUnits.toString(),
      (record.grossBaseUnits - record.feeBaseUnits).toString(),
      record.netTransferId,
      record.feeTransferId,
    ],
  );
}

/** A settlement round of a merchant payment (the pset_/pfee_ transfers), in the round's transaction. */
export function recordWidgetSettlement(queryable: Queryable, record: NewSettlementRecord): Promise<void> {
  if (record.paymentId === null) throw new RangeError('A widget settlement names its payment');
  return insertRecord(queryable, 'widget', record);
}

/** A card sale credited to the merchant (card-sales.ts), in the sale's transaction. */
export function recordCardSaleSettlement(queryable: Queryable, record: NewSettlementRecord): Promise<void> {
  return insertRecord(queryable, 'creditcard', record);
}

const columns = `id, merchant_id, kind, payment_id, order_id, currency, gross::text, fee::text, net::text,
  net_transfer_id, fee_transfer_id, created_at`;

/** One page of a merchant's records of a kind, newest first; `limit + 1` rows tell whether more exist. */
export async function listSettlementRecords(
  queryable: Queryable,
  input: { merchantId: string; kind: SettlementRecordRow['kind']; cursor: string | null; limit: number },
): Promise<SettlementRecordRow[]> {
  const result = await queryable.query<SettlementRecordRow>(
    `select ${columns} from merchant_settlements
     where merchant_id = $1 and kind = $2
       and ($3::text is null or (created_at, id) < (
         select created_at, id from merchant_settlements where id = $3 and merchant_id = $1))
     order by created_at desc, id desc limit $4`,
    [input.merchantId, input.kind, input.cursor, input.limit + 1],
  );
  return result.rows.map((row) => ({ ...row, created_at: toDate(row.created_at) ?? new Date(0) }));
}
