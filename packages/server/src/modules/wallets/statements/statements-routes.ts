import { localeCodes } from '@platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../../errors/domain-error.js';
import { findBrandById } from '../../brands/brand-repository.js';
import { authOf, toHttpFailure } from '../route-support.js';
import { calendarDateSchema, dayMs, parseCalendarDate } from '../transactions/query-dates.js';
import { findWalletUser } from '../wallet-users.js';
import { statementCopy } from './statement-copy.js';
import { statementCsv } from './statement-csv.js';
import { buildStatement } from './statement-data.js';
import { statementPdf } from './statement-pdf.js';
import { statementTable } from './statement-table.js';

export interface StatementsRoutesOptions {
  testMode: boolean;
}

/** Longest period one statement covers. */
export const maxStatementDays = 366;
export const statementsDisabledMessage = 'Account statements are not enabled.';

const querySchema = z.object({
  from: calendarDateSchema,
  to: calendarDateSchema,
  format: z.enum(['csv', 'pdf'], { message: 'must be csv or pdf' }).default('csv'),
  lang: z.enum(localeCodes, { message: `must be one of ${localeCodes.join(', ')}` }).optional(),
});

/** The period's bounds, or the field and message of what is wrong with it. */
function periodOf(
  from: string,
  to: string,
  now: Date,
): { start: Date; end: Date } | { field: string; message: string } {
  const start = parseCalendarDate(from);
  const last = parseCalendarDate(to);
  if (start === undefined || last === undefined) return { field: 'from', message: 'must be a date YYYY-MM-DD' };
  if (last < start) return { field: 'to', message: 'must not be before from' };
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (last.getTime() > today) return { field: 'to', message: 'must not be after today' };
  const days = (last.getTime() - start.getTime()) / dayMs + 1;
  if (days > maxStatementDays) return { field: 'to', message: `A statement covers at most ${maxStatementDays} days` };
  return { start, end: new Date(last.getTime() + dayMs) };
}

/**
 * GET /users/statements?from&to&format=csv|pdf[&lang]: the account statement of profile#statements
 * (brand switch enable_statements; 403 when off) as a file download. Opening and closing balances
 * per wallet and every movement come from the ledger (see buildStatement). Needs accounts.
 */
export const statementsRoutes: FastifyPluginAsyncZod<StatementsRoutesOptions> = async (app, options) => {
  app.get(
    '/users/statements',
    {
      schema: {
        summary: 'Downloads an account statement (CSV or PDF) of a date range',
        description: `from and to are dates YYYY-MM-DD (UTC, both included, at most ${maxStatementDays} days, not after today). The answer is the file (text/csv RFC 4180, or application/pdf) as an attachment; failures are the JSON envelope. lang (default the user's locale) picks the headings' language.`,
        tags: ['wallets'],
        querystring: querySchema,
        // No response schema: the success is a file, not JSON; failures are the usual envelope.
      },
      preHandler: app.accounts.requireUser(),
    },
    async (request, reply) => {
      const auth = authOf(request);
      const brand = await findBrandById(app.database, auth.brandId);
      if (brand?.configuration.enable_statements !== true)
        throw new DomainError('forbidden', statementsDisabledMessage);
      const { from, to, format } = request.query;
      const period = periodOf(from, to, new Date());
      if ('field' in period) throw new DomainError('validation_failed', { [period.field]: period.message });
      const user = await findWalletUser(app.database, auth.userId);
      if (user === undefined) throw new DomainError('unauthorized', 'Please sign in.');
      const copy = statementCopy[request.query.lang ?? user.locale];
      let table;
      try {
        const statement = await buildStatement(app.database, {
          userId: user.id,
          periodStart: period.start,
          periodEnd: period.end,
        });
        table = statementTable(
          statement,
          {
            brandLabel: brand.configuration.label_name,
            accountNumber: user.accountNumber,
            holderName: `${user.firstName} ${user.lastName}`.trim(),
            from,
            to,
            testMode: options.testMode,
          },
          copy,
        );
      } catch (error) {
        throw toHttpFailure(error);
      }
      const fileName = `statement-${from}-${to}.${format}`;
      void reply.header('content-disposition', `attachment; filename="${fileName}"`);
      void reply.header('cache-control', 'no-store');
      if (format === 'pdf') {
        return reply.type('application/pdf').send(statementPdf(table, { page: copy.page, title: copy.title }));
      }
      return reply.type('text/csv; charset=utf-8').send(statementCsv(table));
    },
  );
};
