import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import type { Database } from '../../../db/database.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import { createTestUser, type TestUser } from '../../accounts/testing.js';
import { saveTestCard } from '../../rails/testing.js';
import type { PayoutRequest } from '../payout-port.js';
import {
  newPayoutId,
  openPayoutsTestApp,
  recordingHandler,
  requestPayouts,
  sepaRequest,
  statusesOf,
} from '../testing.js';

forEachDatabase('card payouts through the rails’ card processor (sandbox PSP)', ({ openTestDatabase }) => {
  let app: App;
  let database: Database;
  let brandId: string;
  let operator: TestUser;
  let user: TestUser;
  const recording = recordingHandler();
  beforeAll(async () => {
    ({ app, database, brandId } = await openPayoutsTestApp(openTestDatabase, { withdrawal: recording.handler }));
    operator = await createTestUser(app, { role: 'operator' });
    user = await createTestUser(app);
  });
  afterAll(async () => {
    await app.close();
  });

  async function cardPayout(number: string): Promise<PayoutRequest> {
    const cardId = await saveTestCard(app, { brandId, userId: user.userId, email: user.email, number });
    const request: PayoutRequest = {
      ...sepaRequest(brandId, {
        id: newPayoutId(),
        rail: 'card',
        userId: user.userId,
        amount: 2_500n,
        currency: 'EUR',
      }),
      creditor: { cardId },
    };
    await requestPayouts(app, [request]);
    return request;
  }
  const status = (id: string) =>
    app.inject({ method: 'GET', url: `/api/operator/payouts/${id}/card`, headers: operator.headers });
  const heardOf = (id: string) => recording.heard.filter((heard) => heard.payoutId === id).map((heard) => heard.status);

  it('a payout to a card that pays goes sent then settled, each change heard once; a retry pays once', async () => {
    const request = await cardPayout('4242424242424242');
    expect((await app.payouts.sendDueCardPayouts()).claimed).toBeGreaterThanOrEqual(1);
    expect(heardOf(request.id)).toEqual(['sent', 'settled']);
    expect(await statusesOf(database, request.id)).toEqual(['pending', 'sent', 'settled']);
    const answer = (await status(request.id)).json().request_details;
    expect(answer).toMatchObject({ replayed: true, payout: { status: 'settled', rail: 'card', amount: '25.00' } });
    expect(answer.payout.psp_reference).toMatch(/^po_sandbox_/);
    // The processor answers the same payout again for the same id: never a second credit.
    const again = await app.rails.sandbox!.payout({
      token: 'tok_ignored',
      amountMinor: 2_500n,
      currency: 'EUR',
      idempotencyKey: request.id,
    });
    expect(again).toEqual({ status: 'paid', pspReference: answer.payout.psp_reference });
    await app.payouts.sendDueCardPayouts();
    expect(heardOf(request.id)).toEqual(['sent', 'settled']);
  });

  it('a declining card’s payout fails with the processor’s reason, heard once', async () => {
    const request = await cardPayout('4000000000009995');
    await app.payouts.sendDueCardPayouts();
    expect(heardOf(request.id)).toEqual(['failed']);
    const answer = (await status(request.id)).json().request_details;
    expect(answer.payout).toMatchObject({ status: 'failed', reason: 'insufficient_funds' });
    expect(recording.heard.find((heard) => heard.payoutId === request.id)?.reason).toBe('insufficient_funds');
  });

  it('a failing handler leaves the card payout pending; the next pass finishes it once', async () => {
    const request = await cardPayout('5555555555554444');
    recording.failFor.add(request.id);
    await app.payouts.sendDueCardPayouts();
    expect(await statusesOf(database, request.id)).toEqual(['pending']);
    recording.failFor.clear();
    await app.payouts.sendDueCardPayouts();
    expect(heardOf(request.id)).toEqual(['sent', 'settled']);
  });

  it('the card status call: 404 for an unknown payout, 409 for a SEPA payout, operators only', async () => {
    expect((await status('wdr_unknown')).statusCode).toBe(404);
    const sepa = sepaRequest(brandId);
    await requestPayouts(app, [sepa]);
    expect((await status(sepa.id)).statusCode).toBe(409);
    const refused = await app.inject({
      method: 'GET',
      url: `/api/operator/payouts/${sepa.id}/card`,
      headers: user.headers,
    });
    expect(refused.statusCode).toBe(403);
  });
});
