import type { Database, Queryable } from '../../../db/database.js';
import { newRailsId } from '../ids.js';
import type { CardPsp, DeclineCode, PspPayoutState } from './card-psp.js';

/**
 * The sandbox PSP's payouts (credits to a card). Decided by the test card's scenario, as Stripe's
 * test cards decide a payout to a debit card: the cards that pay (4242…, 5555…, and the 3-D Secure
 * ones: a payout needs no challenge) are paid at once; a declining card's payout fails with that
 * card's decline code; any other card fails with `card_not_supported`. One payout per idempotency
 * key: a retry answers the first payout.
 */
const failureOf: Record<string, DeclineCode | undefined> = {
  generic_decline: 'generic_decline',
  insufficient_funds: 'insufficient_funds',
  expired_card: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  card_not_supported: 'card_not_supported',
};

interface PayoutRow {
  id: string;
  status: 'paid' | 'failed';
  failure_code: DeclineCode | null;
}

function stateOf(row: PayoutRow): PspPayoutState {
  return row.status === 'paid'
    ? { status: 'paid', pspReference: row.id }
    : { status: 'failed', pspReference: row.id, failureCode: row.failure_code ?? 'processing_error' };
}

async function payoutOfKey(queryable: Queryable, idempotencyKey: string): Promise<PayoutRow | undefined> {
  const result = await queryable.query<PayoutRow>(
    'select id, status, failure_code from rails_sandbox_payouts where idempotency_key = $1',
    [idempotencyKey],
  );
  return result.rows[0];
}

export async function sandboxPayout(
  database: Database,
  input: Parameters<CardPsp['payout']>[0],
): Promise<PspPayoutState> {
  return database.transaction(async (transaction) => {
    const existing = await payoutOfKey(transaction, input.idempotencyKey);
    if (existing !== undefined) return stateOf(existing);
    const token = await transaction.query<{ scenario: string }>(
      'select scenario from rails_sandbox_tokens where token = $1',
      [input.token],
    );
    const scenario = token.rows[0]?.scenario;
    if (scenario === undefined) throw new Error('sandbox PSP: unknown card token');
    const failure = failureOf[scenario] ?? null;
    await transaction.query(
      `insert into rails_sandbox_payouts (id, token, amount_minor, currency, status, failure_code, idempotency_key)
       values ($1, $2, $3, $4, $5, $6, $7) on conflict (idempotency_key) do nothing`,
      [
        newRailsId('po_sandbox'),
        input.token,
        input.amountMinor.toString(),
        input.currency,
        failure === null ? 'paid' : 'failed',
        failure,
        input.idempotencyKey,
      ],
    );
    return stateOf((await payoutOfKey(transaction, input.idempotencyKey))!);
  });
}

export async function retrieveSandboxPayout(queryable: Queryable, pspReference: string): Promise<PspPayoutState> {
  const result = await queryable.query<PayoutRow>(
    'select id, status, failure_code from rails_sandbox_payouts where id = $1',
    [pspReference],
  );
  if (result.rows[0] === undefined) throw new Error('sandbox PSP: unknown payout');
  return stateOf(result.rows[0]);
}
