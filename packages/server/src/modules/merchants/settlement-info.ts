import type { SettlementInfoDetails, SettlementInfoUpdate } from '@platform/core';
import { printIban } from '@platform/core/banking';
import type { Queryable } from '../../db/database.js';
import { toDate } from './payment-repository.js';

/** A merchant_settlement_info row (081_merchant_settlement_info.sql). */
export interface SettlementInfoRecord {
  bank_iban: string;
  bank_swift: string;
  bank_name: string;
  bank_address: string;
  bank_company_name: string;
  bank_company_registered_address: string;
  updated_at: Date;
}

export async function findSettlementInfo(
  queryable: Queryable,
  merchantId: string,
): Promise<SettlementInfoRecord | undefined> {
  const result = await queryable.query<SettlementInfoRecord>(
    `select bank_iban, bank_swift, bank_name, bank_address, bank_company_name, bank_company_registered_address,
       updated_at
     from merchant_settlement_info where merchant_id = $1`,
    [merchantId],
  );
  const row = result.rows[0];
  return row === undefined ? undefined : { ...row, updated_at: toDate(row.updated_at) ?? new Date(0) };
}

/** Replaces the merchant's settlement info with checked values (core's settlementInfoUpdateSchema). */
export async function saveSettlementInfo(
  queryable: Queryable,
  merchantId: string,
  info: SettlementInfoUpdate,
): Promise<void> {
  await queryable.query(
    `insert into merchant_settlement_info (merchant_id, bank_iban, bank_swift, bank_name, bank_address,
       bank_company_name, bank_company_registered_address)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (merchant_id) do update set bank_iban = excluded.bank_iban, bank_swift = excluded.bank_swift,
       bank_name = excluded.bank_name, bank_address = excluded.bank_address,
       bank_company_name = excluded.bank_company_name,
       bank_company_registered_address = excluded.bank_company_registered_address, updated_at = now()`,
    [
      merchantId,
      info.bank_iban,
      info.bank_swift,
      info.bank_name,
      info.bank_address,
      info.bank_company_name,
      info.bank_company_registered_address,
    ],
  );
}

/** The answer of GET /users/settlementInfo: '' fields and updated_at null before the first save. */
export function settlementInfoDetails(record: SettlementInfoRecord | undefined): SettlementInfoDetails {
  return {
    bank_iban: record?.bank_iban ?? '',
    bank_swift: record?.bank_swift ?? '',
    bank_name: record?.bank_name ?? '',
    bank_address: record?.bank_address ?? '',
    bank_company_name: record?.bank_company_name ?? '',
    bank_company_registered_address: record?.bank_company_registered_address ?? '',
    bank_iban_print: record === undefined ? '' : printIban(record.bank_iban),
    updated_at: record === undefined ? null : record.updated_at.toISOString(),
  };
}
