import { useMutation } from '@tanstack/react-query';
import { env } from '../../../config/env.js';

/** GET /users/statements (wallets contract): the statement of a date range as a CSV or PDF file. */
export type StatementFormat = 'csv' | 'pdf';

export interface StatementRequest {
  /** YYYY-MM-DD, inclusive. */
  from: string;
  /** YYYY-MM-DD, inclusive. */
  to: string;
  format: StatementFormat;
  lang?: string;
}

export type StatementResult =
  | { ok: true; file: Blob; fileName: string }
  /** The API's failure envelope (bad range, statements off), or null when no answer came. */
  | { ok: false; failure: unknown };

export function statementUrl(request: StatementRequest): string {
  const query = new URLSearchParams({ from: request.from, to: request.to, format: request.format });
  if (request.lang) query.set('lang', request.lang);
  return `${env.apiBase}/users/statements?${query.toString()}`;
}

const fileNamePattern = /filename="([A-Za-z0-9._-]{1,120})"/;

/**
 * Fetches the statement with the session cookie. A file answer is returned as a Blob; a JSON answer
 * is the failure envelope (spec §8: passed on unchanged so the screen can show its message).
 */
export async function fetchStatement(
  request: StatementRequest,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<StatementResult> {
  let response: Response;
  try {
    response = await fetchImpl(statementUrl(request), { credentials: 'include' });
  } catch {
    return { ok: false, failure: null };
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    return { ok: false, failure: await response.json().catch(() => null) };
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName =
    fileNamePattern.exec(disposition)?.[1] ?? `statement-${request.from}-${request.to}.${request.format}`;
  return { ok: true, file: await response.blob(), fileName };
}

/** The statement download as a mutation: it settles with the file or the failure (it does not throw). */
export function useDownloadStatement() {
  return useMutation({ mutationFn: (request: StatementRequest) => fetchStatement(request) });
}
