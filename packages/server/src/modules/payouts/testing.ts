import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PainFormat } from '@platform/core';
import { XmlDocument, XsdValidator } from 'libxml2-wasm';
import type { App } from '../../app.js';
import type { Database, Queryable } from '../../db/database.js';
import { buildTestApp } from '../../testing/test-app.js';
import type { PayoutOutcome, PayoutOutcomeHandler, PayoutRecord, PayoutRequest, PayoutSource } from './payout-port.js';

/** Tests only: what a handler heard, with the payout's status as the handler's transaction sees it. */
export interface HeardOutcome {
  payoutId: string;
  status: PayoutOutcome['status'];
  reason: string | undefined;
  statusInTransaction: string;
}

/** Tests only: an outcome handler that records every call; `failFor` makes it throw for one payout. */
export function recordingHandler(): { handler: PayoutOutcomeHandler; heard: HeardOutcome[]; failFor: Set<string> } {
  const heard: HeardOutcome[] = [];
  const failFor = new Set<string>();
  const handler: PayoutOutcomeHandler = async (transaction: Queryable, outcome) => {
    const seen = await transaction.query<{ status: string }>('select status from payouts where id = $1', [
      outcome.payout.id,
    ]);
    if (failFor.has(outcome.payout.id)) throw new Error(`the source refused the outcome of ${outcome.payout.id}`);
    heard.push({
      payoutId: outcome.payout.id,
      status: outcome.status,
      reason: outcome.reason,
      statusInTransaction: seen.rows[0]!.status,
    });
  };
  return { handler, heard, failFor };
}

/** Tests only: a test-mode app whose payout sources are heard by `handlers`. */
export async function openPayoutsTestApp(
  openTestDatabase: () => Promise<Database>,
  handlers: Partial<Record<PayoutSource, PayoutOutcomeHandler>>,
): Promise<{ app: App; database: Database; brandId: string }> {
  const database = await openTestDatabase();
  const app = await buildTestApp({ database, env: { TEST_MODE: '1' }, payoutOutcomeHandlers: handlers });
  const brand = await app.brands.resolver.resolve('localhost');
  return { app, database, brandId: brand.id };
}

export const newPayoutId = () => `wdr_${randomBytes(8).toString('hex')}`;

/** Tests only: a valid SEPA withdrawal payout request of `brandId` (overridable). */
export function sepaRequest(brandId: string, overrides: Partial<PayoutRequest> = {}): PayoutRequest {
  const id = overrides.id ?? newPayoutId();
  return {
    id,
    source: 'withdrawal',
    sourceId: id,
    brandId,
    rail: 'sepa',
    amount: 12_345n,
    currency: 'EUR',
    creditor: { name: 'Ada Lovelace', iban: 'FR1420041010050500013M02606', bic: 'BNPAFRPPXXX' },
    remittance: `Withdrawal ${id}`,
    ...overrides,
  };
}

/** Tests only: requests payouts the way a source does, inside its own transaction. */
export async function requestPayouts(app: App, requests: readonly PayoutRequest[]): Promise<PayoutRecord[]> {
  return app.database.transaction(async (transaction) => {
    const records: PayoutRecord[] = [];
    for (const request of requests) records.push(await app.payouts.requestPayout(transaction, request));
    return records;
  });
}

/** Tests only: a payout's statuses, oldest first. */
export async function statusesOf(queryable: Queryable, payoutId: string): Promise<string[]> {
  const result = await queryable.query<{ status: string }>(
    'select status from payout_status_changes where payout_id = $1 order by id',
    [payoutId],
  );
  return result.rows.map((row) => row.status);
}

/**
 * Tests only: libxml2 (compiled to WebAssembly) validates `xml` against the official ISO 20022 XSD
 * of `format` (sepa/iso20022/): the errors, none when valid.
 */
export function schemaErrors(xml: string, format: PainFormat): string[] {
  const schema = XmlDocument.fromBuffer(readFileSync(new URL(`./sepa/iso20022/${format}.xsd`, import.meta.url)));
  const validator = XsdValidator.fromDoc(schema);
  const document = XmlDocument.fromString(xml);
  try {
    validator.validate(document);
    return [];
  } catch (error) {
    const details = (error as { details?: { message: string }[] }).details ?? [];
    return details.length > 0 ? details.map((detail) => detail.message) : [String(error)];
  } finally {
    document.dispose();
    validator.dispose();
    schema.dispose();
  }
}
