/**
 * CSV of RFC 4180 (comma, CRLF, fields quoted when they hold a comma, quote or line break, quotes
 * doubled), made safe to open in a spreadsheet: a cell starting with =, +, -, @ (or a tab or
 * carriage return, which some spreadsheets skip before reading a formula) gets a leading
 * apostrophe so it is read as text, never run as a formula (OWASP "CSV injection").
 */
const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A CSV file as a download; the byte order mark makes spreadsheets read it as UTF-8. */
export function csvFile(rows: readonly (readonly (string | number | null | undefined)[])[]): Blob {
  return new Blob(['\uFEFF', toCsv(rows)], { type: 'text/csv;charset=utf-8' });
}
