import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Database } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { createTestUser } from '../accounts/testing.js';
import { saveTestCard } from '../rails/testing.js';
import type { PayoutRequest } from './payout-port.js';
import { localizePayoutMessage, payoutTexts } from './payouts-texts.js';
import { requestPayout } from './request-payout.js';
import { transliterateSepa } from './sepa/sepa-text.js';
import {
  newPayoutId,
  openPayoutsTestApp,
  recordingHandler,
  requestPayouts,
  sepaRequest,
  statusesOf,
} from './testing.js';

describe('SEPA text rules', () => {
  it('transliterates accents and Latin letters without a plain spelling, and refuses other scripts', () => {
    expect(transliterateSepa('José Müller-Łukasz')).toBe('Jose Muller-Lukasz');
    expect(transliterateSepa('Straße & Søn  Æbeltoft')).toBe('Strasse + Son AEbeltoft');
    expect(transliterateSepa('O’Brien – Ltd.')).toBe("O'Brien - Ltd.");
    expect(transliterateSepa('Иван Петров')).toBeUndefined();
    expect(transliterateSepa('Ada 😀')).toBeUndefined();
    expect(transliterateSepa('a@b')).toBeUndefined();
  });
});

forEachDatabase('requestPayout: the port, in the caller’s transaction', ({ openTestDatabase }) => {
  let app: App;
  let database: Database;
  let brandId: string;
  const recording = recordingHandler();
  beforeAll(async () => {
    ({ app, database, brandId } = await openPayoutsTestApp(openTestDatabase, { withdrawal: recording.handler }));
  });
  afterAll(async () => {
    await app.close();
  });

  const count = async (id: string) =>
    Number((await database.query<{ n: string }>('select count(*) as n from payouts where id = $1', [id])).rows[0]!.n);

  /** The refusal a request gets (messages by field), after checking it recorded nothing. */
  async function refusal(request: PayoutRequest): Promise<Record<string, string>> {
    const error = await requestPayouts(app, [request]).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(DomainError);
    expect(await count(request.id)).toBe(0);
    return (error as DomainError).messages as Record<string, string>;
  }

  it('records a pending SEPA payout with the creditor normalised, and no handler hears the request', async () => {
    const request = sepaRequest(brandId, {
      creditor: { name: '  José   Müller ', iban: 'fr14 2004 1010 0505 0001 3m02 606', bic: 'bnpa frpp xxx' },
      remittance: 'Auszahlung Größe 1',
    });
    const [record] = await requestPayouts(app, [request]);
    expect(record).toEqual({
      id: request.id,
      source: 'withdrawal',
      sourceId: request.id,
      rail: 'sepa',
      status: 'pending',
      amount: 12_345n,
      currency: 'EUR',
      batchId: null,
      reason: null,
    });
    const row = await database.query<Record<string, string>>(
      'select creditor_name, creditor_iban, creditor_bic, remittance, end_to_end_id from payouts where id = $1',
      [request.id],
    );
    expect(row.rows[0]).toMatchObject({
      creditor_name: 'Jose Muller',
      creditor_iban: 'FR1420041010050500013M02606',
      creditor_bic: 'BNPAFRPPXXX',
      remittance: 'Auszahlung Grosse 1',
    });
    expect(row.rows[0]!['end_to_end_id']).toMatch(/^PO[0-9A-F]{24}$/);
    expect(await statusesOf(database, request.id)).toEqual(['pending']);
    expect(recording.heard.filter((heard) => heard.payoutId === request.id)).toEqual([]);
  });

  it('commits and rolls back with the caller’s transaction', async () => {
    const request = sepaRequest(brandId);
    await expect(
      database.transaction(async (transaction) => {
        await requestPayout(transaction, request);
        throw new Error('the caller’s hold failed');
      }),
    ).rejects.toThrow('the caller’s hold failed');
    expect(await count(request.id)).toBe(0);
  });

  it('is idempotent by id: the same request answers the payout, another request is a conflict', async () => {
    const request = sepaRequest(brandId);
    const [first] = await requestPayouts(app, [request]);
    // The same request spelled differently (IBAN with spaces) is the same request.
    const respelled = {
      ...request,
      creditor: { name: 'Ada Lovelace', iban: 'FR14 2004 1010 0505 0001 3M02 606', bic: 'BNPAFRPPXXX' },
    };
    const [again] = await requestPayouts(app, [respelled]);
    expect(again).toEqual(first);
    for (const other of [
      { ...request, amount: 12_346n },
      { ...request, creditor: { name: 'Ada Lovelace', iban: 'DE89370400440532013000' } },
      { ...request, remittance: 'Another reference' },
      { ...request, source: 'checkout_refund' as const },
    ]) {
      const error = await requestPayouts(app, [other]).catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe('conflict');
      expect((error as DomainError).messages).toEqual({ id: payoutTexts.en.idConflict });
    }
    expect(await count(request.id)).toBe(1);
    expect(await statusesOf(database, request.id)).toEqual(['pending']);
  });

  it('two concurrent identical requests record one payout', async () => {
    const request = sepaRequest(brandId);
    const answers = await Promise.all([requestPayouts(app, [request]), requestPayouts(app, [request])]);
    expect(answers[0]).toEqual(answers[1]);
    expect(await count(request.id)).toBe(1);
  });

  it('refuses a bad IBAN or BIC, a non-SEPA account, another currency, and names or references SEPA cannot carry', async () => {
    const creditor = (changes: object) => ({
      creditor: { name: 'Ada Lovelace', iban: 'FR1420041010050500013M02606', ...changes },
    });
    const en = payoutTexts.en;
    expect(await refusal(sepaRequest(brandId, creditor({ iban: 'FR1420041010050500013M02607' })))).toEqual({
      iban: en.ibanInvalid,
    });
    expect(await refusal(sepaRequest(brandId, creditor({ iban: 'not an iban' })))).toEqual({ iban: en.ibanInvalid });
    // A valid Brazilian IBAN: Brazil is not a SEPA country.
    expect(await refusal(sepaRequest(brandId, creditor({ iban: 'BR1800360305000010009795493C1' })))).toEqual({
      iban: en.ibanNotSepa,
    });
    expect(await refusal(sepaRequest(brandId, creditor({ bic: 'BNPA1RPP' })))).toEqual({ bic: en.bicInvalid });
    expect(await refusal(sepaRequest(brandId, creditor({ bic: 'CITIUS33' })))).toEqual({ bic: en.bicNotSepa });
    expect(await refusal(sepaRequest(brandId, { currency: 'USD' }))).toEqual({ currency: en.currencyNotEur });
    expect(await refusal(sepaRequest(brandId, { amount: 100_000_000_000n }))).toEqual({ amount: en.amountTooLarge });
    expect(await refusal(sepaRequest(brandId, creditor({ name: 'Иван Петров' })))).toEqual({ name: en.nameCharacters });
    expect(await refusal(sepaRequest(brandId, creditor({ name: 'A'.repeat(71) })))).toEqual({ name: en.nameTooLong });
    expect(await refusal(sepaRequest(brandId, creditor({ name: '  ' })))).toEqual({ name: en.nameRequired });
    expect(await refusal(sepaRequest(brandId, { remittance: 'R'.repeat(141) }))).toEqual({
      remittance: en.remittanceTooLong,
    });
    expect(await refusal(sepaRequest(brandId, { remittance: '提现' }))).toEqual({
      remittance: en.remittanceCharacters,
    });
    // Every field at once: each refusal by its field.
    expect(
      Object.keys(
        await refusal(
          sepaRequest(brandId, { currency: 'GBP', remittance: '', creditor: { name: '', iban: 'x', bic: 'y' } }),
        ),
      ),
    ).toEqual(['currency', 'name', 'iban', 'bic', 'remittance']);
  });

  it('answers its refusals in the 7 locales', () => {
    expect(localizePayoutMessage(payoutTexts.en.ibanInvalid, 'de')).toBe(
      'Diese IBAN ist ungültig. Bitte prüfen Sie sie.',
    );
    expect(localizePayoutMessage(payoutTexts.en.ibanInvalid, 'cz')).toBe(payoutTexts.cz.ibanInvalid);
    expect(localizePayoutMessage('something else', 'fi')).toBe('something else');
  });

  it('a card payout goes only to a card the user paid with', async () => {
    const user = await createTestUser(app);
    const other = await createTestUser(app);
    const cardId = await saveTestCard(app, {
      brandId,
      userId: user.userId,
      email: user.email,
      number: '4242424242424242',
    });
    const othersCard = await saveTestCard(app, {
      brandId,
      userId: other.userId,
      email: other.email,
      number: '4242424242424242',
    });
    const card = (id: string, cardIdOf: string): PayoutRequest => ({
      ...sepaRequest(brandId, { id, rail: 'card', userId: user.userId, currency: 'EUR' }),
      creditor: { cardId: cardIdOf },
    });
    const id = newPayoutId();
    const [record] = await requestPayouts(app, [card(id, cardId)]);
    expect(record).toMatchObject({ id, rail: 'card', status: 'pending' });
    expect(await refusal(card(newPayoutId(), othersCard))).toEqual({ card_id: payoutTexts.en.cardNotFound });
    expect(await refusal(card(newPayoutId(), 'crd_unknown'))).toEqual({ card_id: payoutTexts.en.cardNotFound });
  });
});
