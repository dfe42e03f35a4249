import { beforeAll, expect, it } from 'vitest';
import type { Database } from '../../../db/database.js';
import { migrate } from '../../../db/migrate.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import { createSandboxPsp, type SandboxPsp } from './sandbox-psp.js';

const card = (number: string) => ({ number, expiryMonth: 12, expiryYear: 2099, cvc: '123', holderName: '' });

forEachDatabase('the sandbox PSP', ({ openTestDatabase }) => {
  let database: Database;
  let psp: SandboxPsp;
  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database);
    psp = createSandboxPsp({ database, challengeUrl: (id) => `/challenge/${id}` });
  });

  it('authorises once per idempotency key, captures once, refunds up to the amount', async () => {
    const token = await psp.tokenize(card('4242424242424242'));
    expect(token).toMatchObject({ last4: '4242', brand: 'visa' });
    const input = {
      token: token.token,
      amountMinor: 1000n,
      currency: 'EUR',
      idempotencyKey: 'k-1',
      returnUrl: '/flow/processing',
    };
    const first = await psp.authorize(input);
    const again = await psp.authorize(input);
    expect(first.status).toBe('authorized');
    expect(again.pspReference).toBe(first.pspReference);
    expect(
      await psp.capture({ pspReference: first.pspReference, amountMinor: 999n, idempotencyKey: 'c' }),
    ).toMatchObject({
      status: 'declined',
    });
    expect(await psp.capture({ pspReference: first.pspReference, amountMinor: 1000n, idempotencyKey: 'c' })).toEqual({
      status: 'captured',
    });
    expect(await psp.capture({ pspReference: first.pspReference, amountMinor: 1000n, idempotencyKey: 'c' })).toEqual({
      status: 'captured',
    });
    expect(await psp.refund({ pspReference: first.pspReference, amountMinor: 400n, idempotencyKey: 'r1' })).toEqual({
      status: 'refunded',
    });
    // The same refund again (a retry) refunds nothing more; the same key for another amount is refused.
    expect(await psp.refund({ pspReference: first.pspReference, amountMinor: 400n, idempotencyKey: 'r1' })).toEqual({
      status: 'refunded',
    });
    expect(await psp.retrieve(first.pspReference)).toEqual({ status: 'captured' });
    expect(
      await psp.refund({ pspReference: first.pspReference, amountMinor: 300n, idempotencyKey: 'r1' }),
    ).toMatchObject({ status: 'declined' });
    expect(
      await psp.refund({ pspReference: first.pspReference, amountMinor: 700n, idempotencyKey: 'r2' }),
    ).toMatchObject({
      status: 'declined',
    });
    expect(await psp.refund({ pspReference: first.pspReference, amountMinor: 600n, idempotencyKey: 'r3' })).toEqual({
      status: 'refunded',
    });
    expect(await psp.retrieve(first.pspReference)).toEqual({ status: 'refunded' });
  });

  it('a card outside the test cards is never payable', async () => {
    const token = await psp.tokenize(card('4111111111111111'));
    const result = await psp.authorize({
      token: token.token,
      amountMinor: 1n,
      currency: 'EUR',
      idempotencyKey: 'k-2',
      returnUrl: '/',
    });
    expect(result).toMatchObject({ status: 'declined', declineCode: 'card_not_supported' });
  });

  it('verifies webhook signatures', () => {
    const body = JSON.stringify({ id: 'evt_1', type: 'payment.captured', pspReference: 'pi_sandbox_1' });
    const headers = psp.signWebhook(body);
    expect(psp.parseWebhook(body, headers)).toEqual({
      id: 'evt_1',
      type: 'payment.captured',
      pspReference: 'pi_sandbox_1',
    });
    expect(() => psp.parseWebhook(body.replace('captured', 'refunded'), headers)).toThrow(/bad signature/);
    expect(() => psp.parseWebhook(body, psp.signWebhook(body, Math.floor(Date.now() / 1000) - 3600))).toThrow(/stale/);
    expect(() => psp.parseWebhook(body, {})).toThrow(/no signature/);
  });
});
