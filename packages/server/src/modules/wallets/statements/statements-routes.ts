import {
  calendarDayMs,
  endpoints,
  maxStatementDays,
  parseCalendarDate,
  type statementQuerySchema,
} from '@platform/core';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { DomainError } from '../../../errors/domain-error.js';
import { authOf } from '../../../http/request-auth.js';
import { serve } from '../../../http/serve.js';
import { findBrandById } from '../../brands/index.js';
import { findWalletUser } from '../wallet-users.js';
import { refusingWalletsErrors } from '../wallets-error.js';
import { statementCopy } from './statement-copy.js';
import { statementCsv } from './statement-csv.js';
import { buildStatement } from './statement-data.js';
import { statementPdf } from './statement-pdf.js';
import { statementTable } from './statement-table.js';

export interface StatementsRoutesOptions {
  testMode: boolean;
}

export const statementsDisabledMessage = 'Account statements are not enabled.';

type StatementQuery = z.output<typeof statementQuerySchema>;

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
  const days = (last.getTime() - start.getTime()) / calendarDayMs + 1;
  if (days > maxStatementDays) return { field: 'to', message: `A statement covers at most ${maxStatementDays} days` };
  return { start, end: new Date(last.getTime() + calendarDayMs) };
}

/**
 * GET /users/statements?from&to&format=csv|pdf[&lang]: the account statement of profile#statements
 * (brand switch enable_statements; 403 when off) as a file download. Opening and closing balances
 * per wallet and every movement come from the ledger (see buildStatement). Needs accounts.
 */
export const statementsRoutes: FastifyPluginAsync<StatementsRoutesOptions> = async (app, options) => {
  /** The statement of the request's period as text cells (shared by the CSV and the PDF). */
  async function tableOf(request: { userId: string; brandId: string }, query: StatementQuery) {
    const brand = await findBrandById(app.database, request.brandId);
    if (brand?.configuration.enable_statements !== true) throw new DomainError('forbidden', statementsDisabledMessage);
    const period = periodOf(query.from, query.to, new Date());
    if ('field' in period) throw new DomainError('validation_failed', { [period.field]: period.message });
    const user = await findWalletUser(app.database, request.userId);
    if (user === undefined) throw new DomainError('unauthorized', 'Please sign in.');
    const copy = statementCopy[query.lang ?? user.locale];
    const statement = await refusingWalletsErrors(() =>
      buildStatement(app.database, { userId: user.id, periodStart: period.start, periodEnd: period.end }),
    );
    const header = {
      brandLabel: brand.configuration.label_name,
      accountNumber: user.accountNumber,
      holderName: `${user.firstName} ${user.lastName}`.trim(),
      from: query.from,
      to: query.to,
      testMode: options.testMode,
    };
    return { table: statementTable(statement, header, copy), copy };
  }

  serve(app, endpoints.downloadStatement, async function downloadStatement(request, reply) {
    const query = request.query;
    const { table, copy } = await tableOf(authOf(request), query);
    const fileName = `statement-${query.from}-${query.to}.${query.format}`;
    void reply.header('content-disposition', `attachment; filename="${fileName}"`);
    void reply.header('cache-control', 'no-store');
    if (query.format === 'pdf') {
      const pdf = await statementPdf(table, { page: copy.page, title: copy.title });
      return reply.type('application/pdf').send(pdf);
    }
    return reply.type('text/csv; charset=utf-8').send(statementCsv(table));
  });
};
