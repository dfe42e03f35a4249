import { createHash, randomBytes } from 'node:crypto';
import {
  isCryptoCurrency,
  maxBeneficiaries,
  type AddBeneficiaryBody,
  type Beneficiary,
  type CurrencyCode,
} from '@platform/core';
import type { Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { withdrawalTexts } from './withdrawal-texts.js';

/**
 * The address book: entries are confirmed by the emailed link (the token is stored hashed, lives
 * 24 h and works once) and usable `addressWaitingSeconds` after the confirmation. Removing an
 * entry marks it removed (withdrawals to it keep their destination).
 */
export const confirmLinkLifetimeMs = 24 * 3_600_000;

export interface BeneficiaryRecord {
  id: string;
  userId: string;
  kind: 'crypto' | 'bank';
  currency: CurrencyCode;
  label: string;
  address: string | null;
  destinationTag: string | null;
  iban: string | null;
  bic: string | null;
  accountHolder: string | null;
  confirmedAt: Date | null;
  usableFrom: Date | null;
  createdAt: Date;
}

const columns = `id, user_id, kind, currency, label, address, destination_tag, iban, bic, account_holder, confirmed_at,
  usable_from, created_at`;
type Row = Record<string, unknown>;
const dateOrNull = (value: unknown) => (value === null ? null : new Date(value as string | Date));

function toRecord(row: Row): BeneficiaryRecord {
  return {
    id: String(row.id),
    userId: String(row.user_id),
    kind: row.kind as 'crypto' | 'bank',
    currency: row.currency as CurrencyCode,
    label: String(row.label),
    address: (row.address as string | null) ?? null,
    destinationTag: (row.destination_tag as string | null) ?? null,
    iban: (row.iban as string | null) ?? null,
    bic: (row.bic as string | null) ?? null,
    accountHolder: (row.account_holder as string | null) ?? null,
    confirmedAt: dateOrNull(row.confirmed_at),
    usableFrom: dateOrNull(row.usable_from),
    createdAt: new Date(row.created_at as string | Date),
  };
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export type CheckedEntry = Pick<AddBeneficiaryBody, 'kind' | 'currency' | 'label'> & {
  address: string | null;
  destinationTag: string | null;
  iban: string | null;
  bic: string | null;
  accountHolder: string | null;
};

/** Inserts an entry (already checked) and returns it with the confirmation token to email. */
export async function insertBeneficiary(
  queryable: Queryable,
  input: { userId: string; brandId: string; entry: CheckedEntry; now: Date },
): Promise<{ entry: BeneficiaryRecord; token: string }> {
  const count = await queryable.query<{ count: string }>(
    'select count(*)::text as count from withdrawal_beneficiaries where user_id = $1 and removed_at is null',
    [input.userId],
  );
  if (Number(count.rows[0]?.count ?? 0) >= maxBeneficiaries) {
    throw new DomainError('conflict', { beneficiary: withdrawalTexts.tooManyEntries });
  }
  const token = randomBytes(24).toString('base64url');
  const id = `ben_${randomBytes(10).toString('hex')}`;
  const { entry } = input;
  const result = await queryable.query<Row>(
    `insert into withdrawal_beneficiaries (id, brand_id, user_id, kind, currency, label, address, destination_tag,
       iban, bic, account_holder, confirm_token_hash, confirm_expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     on conflict do nothing returning ${columns}`,
    [
      id,
      input.brandId,
      input.userId,
      entry.kind,
      entry.currency,
      entry.label,
      entry.address,
      entry.destinationTag,
      entry.iban,
      entry.bic,
      entry.accountHolder,
      tokenHash(token),
      new Date(input.now.getTime() + confirmLinkLifetimeMs),
    ],
  );
  if (result.rows[0] === undefined) throw new DomainError('conflict', { beneficiary: withdrawalTexts.duplicateEntry });
  return { entry: toRecord(result.rows[0]), token };
}

/** Confirms the entry of a live token (idempotent: a second use answers the entry as it is). */
export async function confirmBeneficiaryToken(
  queryable: Queryable,
  input: { token: string; waitingSeconds: (brandId: string) => Promise<number>; now: Date },
): Promise<BeneficiaryRecord | undefined> {
  const found = await queryable.query<Row & { brand_id: string; confirm_expires_at: string | Date }>(
    `select ${columns}, brand_id, confirm_expires_at from withdrawal_beneficiaries
      where confirm_token_hash = $1 and removed_at is null for update`,
    [tokenHash(input.token)],
  );
  const row = found.rows[0];
  if (row === undefined) return undefined;
  const record = toRecord(row);
  if (record.confirmedAt !== null) return record;
  if (new Date(row.confirm_expires_at).getTime() < input.now.getTime()) return undefined;
  const usableFrom = new Date(input.now.getTime() + (await input.waitingSeconds(row.brand_id)) * 1000);
  const updated = await queryable.query<Row>(
    `update withdrawal_beneficiaries set confirmed_at = $2, usable_from = $3 where id = $1 returning ${columns}`,
    [record.id, input.now, usableFrom],
  );
  return toRecord(updated.rows[0]!);
}

export async function findBeneficiary(
  queryable: Queryable,
  input: { userId: string; id: string },
): Promise<BeneficiaryRecord | undefined> {
  const result = await queryable.query<Row>(
    `select ${columns} from withdrawal_beneficiaries where id = $1 and user_id = $2 and removed_at is null`,
    [input.id, input.userId],
  );
  return result.rows[0] === undefined ? undefined : toRecord(result.rows[0]);
}

export async function listBeneficiaries(queryable: Queryable, userId: string): Promise<BeneficiaryRecord[]> {
  const result = await queryable.query<Row>(
    `select ${columns} from withdrawal_beneficiaries where user_id = $1 and removed_at is null
      order by created_at desc limit ${maxBeneficiaries}`,
    [userId],
  );
  return result.rows.map(toRecord);
}

export async function removeBeneficiary(queryable: Queryable, input: { userId: string; id: string }): Promise<boolean> {
  const result = await queryable.query(
    `update withdrawal_beneficiaries set removed_at = now() where id = $1 and user_id = $2 and removed_at is null
     returning id`,
    [input.id, input.userId],
  );
  return result.rows.length === 1;
}

/** The entry with the same destination, if any (an address typed by hand may be an allowlisted one). */
export async function findByDestination(
  queryable: Queryable,
  input: { userId: string; currency: CurrencyCode; destination: string; destinationTag: string | null },
): Promise<BeneficiaryRecord | undefined> {
  const result = await queryable.query<Row>(
    `select ${columns} from withdrawal_beneficiaries
      where user_id = $1 and currency = $2 and coalesce(address, iban) = $3
        and coalesce(destination_tag, '') = coalesce($4, '') and removed_at is null`,
    [input.userId, input.currency, input.destination, input.destinationTag],
  );
  return result.rows[0] === undefined ? undefined : toRecord(result.rows[0]);
}

export function statusOf(entry: BeneficiaryRecord, now: Date): Beneficiary['status'] {
  if (entry.confirmedAt === null || entry.usableFrom === null) return 'pending_confirmation';
  return entry.usableFrom.getTime() > now.getTime() ? 'waiting' : 'active';
}

export function toBeneficiaryWire(entry: BeneficiaryRecord, now: Date): Beneficiary {
  return {
    id: entry.id,
    kind: entry.kind,
    label: entry.label,
    currency: entry.currency,
    status: statusOf(entry, now),
    address: entry.address,
    destination_tag: entry.destinationTag,
    iban: entry.iban,
    bic: entry.bic,
    account_holder: entry.accountHolder,
    usable_from: entry.usableFrom?.toISOString() ?? null,
    confirmed_at: entry.confirmedAt?.toISOString() ?? null,
    created_at: entry.createdAt.toISOString(),
  };
}

/** How the user recognises an entry in an email: the address with its coin, or the IBAN. */
export function destinationText(entry: {
  currency: CurrencyCode;
  address: string | null;
  iban: string | null;
}): string {
  if (entry.address !== null)
    return isCryptoCurrency(entry.currency) ? `${entry.currency} ${entry.address}` : entry.address;
  return entry.iban ?? '';
}
