import { randomBytes } from 'node:crypto';
import { isFiatCurrency } from '@platform/core';
import type { Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { findPayoutCard } from '../rails/index.js';
import type { CardCreditor, PayoutRecord, PayoutRequest, SepaCreditor } from './payout-port.js';
import { findPayout, insertPayout, toPayoutRecord, type NewPayout } from './payout-records.js';
import { payoutTexts, type PayoutTextName } from './payouts-texts.js';
import { sepaBic, sepaIban, sepaName, sepaRemittance } from './sepa/sepa-text.js';

/** The largest SEPA credit transfer (the EPC rulebook's 999,999,999.99 EUR), in cents. */
export const maxSepaAmountMinor = 99_999_999_999n;

type Creditor = Pick<NewPayout, 'creditorName' | 'creditorIban' | 'creditorBic' | 'cardId' | 'remittance'>;
type Refusals = Record<string, string>;

const refuse = (refusals: Refusals, field: string, text: PayoutTextName) => {
  refusals[field] ??= payoutTexts.en[text];
};

function sepaCreditor(request: PayoutRequest, refusals: Refusals): Creditor {
  const creditor = request.creditor as Partial<SepaCreditor>;
  if (request.currency !== 'EUR') refuse(refusals, 'currency', 'currencyNotEur');
  if (request.amount > maxSepaAmountMinor) refuse(refusals, 'amount', 'amountTooLarge');
  const name = sepaName(creditor.name ?? '');
  const iban = sepaIban(creditor.iban ?? '');
  const bic = creditor.bic === undefined || creditor.bic.trim() === '' ? undefined : sepaBic(creditor.bic);
  const remittance = sepaRemittance(request.remittance);
  if (!name.ok) refuse(refusals, 'name', name.error);
  if (!iban.ok) refuse(refusals, 'iban', iban.error);
  if (bic !== undefined && !bic.ok) refuse(refusals, 'bic', bic.error);
  if (!remittance.ok) refuse(refusals, 'remittance', remittance.error);
  return {
    creditorName: name.ok ? name.text : null,
    creditorIban: iban.ok ? iban.text : null,
    creditorBic: bic?.ok === true ? bic.text : null,
    cardId: null,
    remittance: remittance.ok ? remittance.text : '',
  };
}

async function cardCreditor(queryable: Queryable, request: PayoutRequest, refusals: Refusals): Promise<Creditor> {
  const creditor = request.creditor as Partial<CardCreditor>;
  if (request.userId === undefined) throw new Error('a card payout names the user whose card it pays');
  if (!isFiatCurrency(request.currency)) refuse(refusals, 'currency', 'cardsUnavailable');
  const remittance = request.remittance.trim();
  if (remittance.length === 0) refuse(refusals, 'remittance', 'remittanceRequired');
  if (remittance.length > 140) refuse(refusals, 'remittance', 'remittanceTooLong');
  const card =
    typeof creditor.cardId === 'string' && creditor.cardId.length <= 200
      ? await findPayoutCard(queryable, { cardId: creditor.cardId, brandId: request.brandId, userId: request.userId })
      : undefined;
  if (card === undefined) refuse(refusals, 'card_id', 'cardNotFound');
  return { creditorName: null, creditorIban: null, creditorBic: null, cardId: card?.id ?? null, remittance };
}

/** What makes two requests the same: every field as normalised (IBAN electronic format, names transliterated). */
function fingerprint(request: PayoutRequest, creditor: Creditor): string {
  return JSON.stringify([
    request.source,
    request.sourceId,
    request.brandId,
    request.userId ?? null,
    request.rail,
    request.amount.toString(),
    request.currency,
    creditor.creditorName,
    creditor.creditorIban,
    creditor.creditorBic,
    creditor.cardId,
    creditor.remittance,
  ]);
}

function assertWellFormed(request: PayoutRequest): void {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(request.id)) throw new Error('a payout id is 1 to 100 of A-Z a-z 0-9 _ -');
  if (request.sourceId.length === 0 || request.sourceId.length > 200)
    throw new Error('a source id is 1 to 200 characters');
  if (request.amount <= 0n) throw new Error('a payout amount is positive');
  if (request.rail !== 'sepa' && request.rail !== 'card')
    throw new Error(`unknown payout rail ${String(request.rail)}`);
}

/**
 * The port's `requestPayout` (payout-port.ts): inside the caller's transaction (the caller has held
 * the amount already), validates the creditor and records the payout `pending`. Idempotent by id: the
 * same id and request answer the existing payout (in whatever status it reached); the same id with
 * another request is 409 conflict. A refusal (400 validation_failed, messages by field, English:
 * `localizePayoutMessage` translates them) records nothing, so the caller's transaction can roll back.
 */
export async function requestPayout(queryable: Queryable, request: PayoutRequest): Promise<PayoutRecord> {
  assertWellFormed(request);
  const refusals: Refusals = {};
  const creditor =
    request.rail === 'sepa' ? sepaCreditor(request, refusals) : await cardCreditor(queryable, request, refusals);
  if (Object.keys(refusals).length > 0) throw new DomainError('validation_failed', refusals);
  const requestFingerprint = fingerprint(request, creditor);
  const inserted = await insertPayout(
    queryable,
    {
      id: request.id,
      source: request.source,
      sourceId: request.sourceId,
      brandId: request.brandId,
      userId: request.userId ?? null,
      rail: request.rail,
      amount: request.amount,
      currency: request.currency,
      ...creditor,
      requestFingerprint,
      endToEndId: `PO${randomBytes(12).toString('hex').toUpperCase()}`,
    },
    request.source,
  );
  const payout = await findPayout(queryable, request.id);
  if (payout === undefined) throw new Error(`payout ${request.id} vanished after its insert`);
  if (!inserted && payout.requestFingerprint !== requestFingerprint)
    throw new DomainError('conflict', { id: payoutTexts.en.idConflict });
  return toPayoutRecord(payout);
}
