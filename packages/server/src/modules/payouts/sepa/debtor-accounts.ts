import type { Queryable } from '../../../db/database.js';
import { DomainError } from '../../../errors/domain-error.js';
import { iso } from '../payout-records.js';
import { payoutTexts } from '../payouts-texts.js';
import { sepaBic, sepaIban, sepaName } from './sepa-text.js';

/**
 * The brand's debtor account: the bank account its SEPA payouts are paid from (table
 * payout_debtor_accounts, one per brand, set by an operator). The same shape of operator-set
 * account as the wallets module's deposit bank accounts, kept apart: where money is received and
 * where it is paid from are different accounts at many platforms.
 */
export interface DebtorAccount {
  brandId: string;
  name: string;
  iban: string;
  bic: string;
  updatedBy: string;
  updatedAt: string;
}

interface DebtorAccountRow {
  brand_id: string;
  name: string;
  iban: string;
  bic: string;
  updated_by: string;
  updated_at: string;
}

const columns = `brand_id, name, iban, bic, updated_by, ${iso('updated_at')} as updated_at`;

function toAccount(row: DebtorAccountRow): DebtorAccount {
  return {
    brandId: row.brand_id,
    name: row.name,
    iban: row.iban,
    bic: row.bic,
    updatedBy: row.updated_by,
    updatedAt: row.updated_at,
  };
}

export async function findDebtorAccount(queryable: Queryable, brandId: string): Promise<DebtorAccount | undefined> {
  const result = await queryable.query<DebtorAccountRow>(
    `select ${columns} from payout_debtor_accounts where brand_id = $1`,
    [brandId],
  );
  return result.rows[0] === undefined ? undefined : toAccount(result.rows[0]);
}

/** Sets or replaces the brand's debtor account (IBAN and BIC of a SEPA country, name in SEPA's set). */
export async function setDebtorAccount(
  queryable: Queryable,
  input: { brandId: string; name: string; iban: string; bic: string; operatorId: string },
): Promise<DebtorAccount> {
  const name = sepaName(input.name);
  const iban = sepaIban(input.iban);
  const bic = sepaBic(input.bic);
  const refusals: Record<string, string> = {};
  if (!name.ok) refusals['name'] = payoutTexts.en[name.error];
  if (!iban.ok) refusals['iban'] = payoutTexts.en[iban.error];
  if (!bic.ok) refusals['bic'] = payoutTexts.en[bic.error];
  if (!name.ok || !iban.ok || !bic.ok) throw new DomainError('validation_failed', refusals);
  const result = await queryable.query<DebtorAccountRow>(
    `insert into payout_debtor_accounts (brand_id, name, iban, bic, updated_by) values ($1, $2, $3, $4, $5)
     on conflict (brand_id) do update set name = excluded.name, iban = excluded.iban, bic = excluded.bic,
       updated_by = excluded.updated_by, updated_at = now()
     returning ${columns}`,
    [input.brandId, name.text, iban.text, bic.text, input.operatorId],
  );
  return toAccount(result.rows[0]!);
}
