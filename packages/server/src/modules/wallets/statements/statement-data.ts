import type { CurrencyCode } from '@platform/core';
import type { Database, Queryable } from '../../../db/database.js';
import { balanceAt, walletHistorySince } from '../ledger-history.js';
import { listWallets } from '../wallet-repository.js';

export interface StatementAsset {
  currency: CurrencyCode;
  opening: bigint;
  moneyIn: bigint;
  moneyOut: bigint;
  closing: bigint;
}

export interface StatementLine {
  at: Date;
  currency: CurrencyCode;
  transferId: string;
  /** The user's transaction this movement belongs to, when one was recorded. */
  transactionId: string | null;
  /** The transaction's type (deposit, withdrawal, …), else the ledger code of the transfer. */
  kind: string;
  /** Signed: positive into the wallet. */
  deltaBaseUnits: bigint;
  balanceAfter: bigint;
}

export interface Statement {
  /** Inclusive start and exclusive end of the period (UTC midnights). */
  periodStart: Date;
  periodEnd: Date;
  generatedAt: Date;
  assets: StatementAsset[];
  /** Every posted movement of the period, per wallet in the order the ledger applied them. */
  lines: StatementLine[];
}

async function transactionsOfTransfers(
  queryable: Queryable,
  userId: string,
  transferIds: string[],
): Promise<Map<string, { id: string; type: string }>> {
  const found = new Map<string, { id: string; type: string }>();
  if (transferIds.length === 0) return found;
  const result = await queryable.query<{ id: string; type: string; ledger_transfer_id: string }>(
    'select id, type, ledger_transfer_id from transactions where user_id = $1 and ledger_transfer_id = any($2::text[])',
    [userId, transferIds],
  );
  for (const row of result.rows) found.set(row.ledger_transfer_id, { id: row.id, type: row.type });
  return found;
}

/**
 * An account statement of the user's wallets over [periodStart, periodEnd): per wallet the posted
 * balance at the start and at the end and the movements between, all read from the ledger in one
 * repeatable-read snapshot, so the closing balance of a period ending now is exactly the wallet's
 * balance (available + in orders). Asserts opening + in − out = closing for every wallet.
 */
export async function buildStatement(
  database: Database,
  input: { userId: string; periodStart: Date; periodEnd: Date },
): Promise<Statement> {
  return database.transaction(async (transaction) => {
    await transaction.query('set transaction isolation level repeatable read');
    const generatedAt = new Date();
    const wallets = await listWallets(transaction, input.userId);
    const assets: StatementAsset[] = [];
    const lines: StatementLine[] = [];
    for (const wallet of wallets) {
      const history = await walletHistorySince(transaction, {
        userId: input.userId,
        currency: wallet.currency,
        since: input.periodStart,
      });
      const inPeriod = history.movements.filter((movement) => movement.createdAt < input.periodEnd);
      const transferIds = inPeriod.flatMap((movement) =>
        movement.pendingId === null ? [movement.transferId] : [movement.transferId, movement.pendingId],
      );
      const transactions = await transactionsOfTransfers(transaction, input.userId, transferIds);
      const opening = balanceAt(history, input.periodStart);
      let balance = opening;
      let moneyIn = 0n;
      let moneyOut = 0n;
      for (const movement of inPeriod) {
        balance += movement.deltaBaseUnits;
        if (movement.deltaBaseUnits > 0n) moneyIn += movement.deltaBaseUnits;
        else moneyOut -= movement.deltaBaseUnits;
        const linked =
          transactions.get(movement.transferId) ??
          (movement.pendingId === null ? undefined : transactions.get(movement.pendingId));
        lines.push({
          at: movement.createdAt,
          currency: wallet.currency,
          transferId: movement.transferId,
          transactionId: linked?.id ?? null,
          kind: linked?.type ?? movement.code,
          deltaBaseUnits: movement.deltaBaseUnits,
          balanceAfter: balance,
        });
      }
      const closing = balanceAt(history, input.periodEnd);
      if (opening + moneyIn - moneyOut !== closing) {
        throw new Error(`The ${wallet.currency} statement of ${input.userId} does not add up`);
      }
      assets.push({ currency: wallet.currency, opening, moneyIn, moneyOut, closing });
    }
    return { periodStart: input.periodStart, periodEnd: input.periodEnd, generatedAt, assets, lines };
  });
}
