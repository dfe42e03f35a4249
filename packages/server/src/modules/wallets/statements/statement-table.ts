import { displayAmount } from '../display-amount.js';
import { typeLabel, type StatementCopy } from './statement-copy.js';
import type { Statement } from './statement-data.js';

/** Who and what a statement is for: the header block. */
export interface StatementHeader {
  brandLabel: string;
  accountNumber: string;
  holderName: string;
  /** YYYY-MM-DD, inclusive both. */
  from: string;
  to: string;
  testMode: boolean;
}

/** A statement as text cells, shared by the CSV and the PDF so both say exactly the same. */
export interface StatementTable {
  header: string[][];
  summaryTitle: string;
  summary: string[][];
  movementsTitle: string;
  movements: string[][];
  /** Shown instead of movement rows when there are none. */
  emptyNote: string | undefined;
}

const timestamp = (at: Date) => at.toISOString().replace('T', ' ').slice(0, 19);

export function statementTable(statement: Statement, header: StatementHeader, copy: StatementCopy): StatementTable {
  const headerRows = [
    [copy.title, header.brandLabel],
    [copy.accountNumber, header.accountNumber],
    [copy.name, header.holderName],
    [copy.period, header.from, header.to],
    [copy.generated, `${timestamp(statement.generatedAt)} UTC`],
  ];
  if (header.testMode) headerRows.push([copy.testMode]);
  const summary = [
    [copy.currency, copy.openingBalance, copy.moneyIn, copy.moneyOut, copy.closingBalance],
    ...statement.assets.map((asset) => [
      asset.currency,
      displayAmount(asset.currency, asset.opening),
      displayAmount(asset.currency, asset.moneyIn),
      displayAmount(asset.currency, asset.moneyOut),
      displayAmount(asset.currency, asset.closing),
    ]),
  ];
  const movements = [
    [copy.date, copy.currency, copy.type, copy.transaction, copy.moneyIn, copy.moneyOut, copy.balance],
    ...statement.lines.map((line) => [
      timestamp(line.at),
      line.currency,
      typeLabel(copy, line.kind),
      line.transactionId ?? line.transferId,
      line.deltaBaseUnits > 0n ? displayAmount(line.currency, line.deltaBaseUnits) : '',
      line.deltaBaseUnits < 0n ? displayAmount(line.currency, -line.deltaBaseUnits) : '',
      displayAmount(line.currency, line.balanceAfter),
    ]),
  ];
  return {
    header: headerRows,
    summaryTitle: copy.summary,
    summary,
    movementsTitle: copy.movements,
    movements,
    emptyNote: statement.lines.length === 0 ? copy.noMovements : undefined,
  };
}
