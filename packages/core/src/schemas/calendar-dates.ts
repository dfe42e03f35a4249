import { z } from 'zod';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const dateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** One UTC calendar day in milliseconds. */
export const calendarDayMs = 24 * 60 * 60_000;

/** A calendar date YYYY-MM-DD that exists (2026-02-30 is refused), as midnight UTC. */
export function parseCalendarDate(text: string): Date | undefined {
  if (!datePattern.test(text)) return undefined;
  const date = new Date(`${text}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? undefined : date;
}

/** A calendar date YYYY-MM-DD as a query parameter (kept as text). */
export const calendarDateSchema = z
  .string()
  .max(10)
  .refine((text) => parseCalendarDate(text) !== undefined, { message: 'must be a date YYYY-MM-DD' });

/**
 * A time bound of a list filter: a date (YYYY-MM-DD, midnight UTC; as an upper bound, the whole day
 * is included) or an ISO 8601 date-time with a zone.
 */
function timeBoundSchema(kind: 'from' | 'to') {
  return z
    .string()
    .max(40)
    .transform((text, context) => {
      const date = parseCalendarDate(text);
      if (date !== undefined) return kind === 'to' ? new Date(date.getTime() + calendarDayMs) : date;
      if (dateTimePattern.test(text)) {
        const time = new Date(text);
        if (!Number.isNaN(time.getTime())) return time;
      }
      context.addIssue({ code: 'custom', message: 'must be a date YYYY-MM-DD or an ISO 8601 date-time' });
      return z.NEVER;
    });
}

/** Inclusive lower bound of a list filter. */
export const fromBoundSchema = timeBoundSchema('from');
/** Exclusive upper bound of a list filter (a date includes that whole UTC day). */
export const toBoundSchema = timeBoundSchema('to');
