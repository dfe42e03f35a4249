/** Rules of a statement's date range, mirroring the server's (wallets contract): at most 366 days, not in the future. */
export const statementMaxDays = 366;

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = 86_400_000;

export type StatementRangeError = 'invalid_date' | 'from_after_to' | 'in_future' | 'too_long';

function parseDay(text: string): number | null {
  if (!datePattern.test(text)) return null;
  const time = Date.parse(`${text}T00:00:00Z`);
  // Date.parse rolls 2026-02-31 over to March; compare back to refuse it.
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text) return null;
  return time;
}

export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The default range: the first day of the current UTC month up to today. */
export function defaultStatementRange(now: Date = new Date()): { from: string; to: string } {
  const today = utcToday(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

export function checkStatementRange(from: string, to: string, now: Date = new Date()): StatementRangeError | null {
  const start = parseDay(from);
  const end = parseDay(to);
  if (start === null || end === null) return 'invalid_date';
  if (start > end) return 'from_after_to';
  if (end > (parseDay(utcToday(now)) ?? 0)) return 'in_future';
  if ((end - start) / dayMs + 1 > statementMaxDays) return 'too_long';
  return null;
}
