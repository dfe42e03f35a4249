import type { StatementTable } from './statement-table.js';

/**
 * Spreadsheet formula injection (OWASP "CSV Injection"): a cell starting with = + - @ or a tab or
 * carriage return may run as a formula when opened, so it is prefixed with a single quote. Names
 * and brand labels are the only free text here, but every cell goes through it.
 */
export function guardFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** RFC 4180: a field with a comma, a double quote or a line break is quoted, quotes doubled. */
export function csvField(cell: string): string {
  const guarded = guardFormula(cell);
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

export function csvRecord(cells: readonly string[]): string {
  return cells.map(csvField).join(',');
}

/** The statement as RFC 4180 CSV: CRLF line ends, header block, summary, movements, blank lines between. */
export function statementCsv(table: StatementTable): string {
  const records: string[][] = [
    ...table.header,
    [],
    [table.summaryTitle],
    ...table.summary,
    [],
    [table.movementsTitle],
    ...table.movements,
    ...(table.emptyNote === undefined ? [] : [[table.emptyNote]]),
  ];
  return `${records.map(csvRecord).join('\r\n')}\r\n`;
}
