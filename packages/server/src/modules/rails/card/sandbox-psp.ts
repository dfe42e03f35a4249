import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { cardBrandOf, lastFour } from '@platform/core/banking';
import type { Database, Queryable, Transaction } from '../../../db/database.js';
import { newRailsId } from '../ids.js';
import { retrieveSandboxPayout, sandboxPayout } from './sandbox-payouts.js';
import type {
  AuthorizeResult,
  CardDetails,
  CardPsp,
  CardToken,
  DeclineCode,
  PspPaymentState,
  PspWebhookEvent,
  ThreeDsVersion,
} from './card-psp.js';

/**
 * The test cards of the sandbox PSP, following Stripe's test-card numbers. Any other valid number
 * is declined with `card_not_supported` (the sandbox never treats a real card as payable).
 */
export const sandboxTestCards = {
  '4242424242424242': 'success',
  '5555555555554444': 'success',
  '4000000000000002': 'generic_decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000002760003184': '3ds1',
  '4000000000003220': '3ds2',
} as const satisfies Record<string, string>;

type Scenario = (typeof sandboxTestCards)[keyof typeof sandboxTestCards] | 'card_not_supported';

function scenarioOf(number: string): Scenario {
  return (sandboxTestCards as Record<string, Scenario>)[number] ?? 'card_not_supported';
}

const declineOf: Partial<Record<Scenario, DeclineCode>> = {
  generic_decline: 'generic_decline',
  insufficient_funds: 'insufficient_funds',
  expired_card: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  card_not_supported: 'card_not_supported',
};

interface IntentRow {
  id: string;
  status: 'requires_action' | 'authorized' | 'captured' | 'declined' | 'refunded';
  three_ds: 'none' | ThreeDsVersion;
  decline_code: DeclineCode | null;
  amount_minor: string;
  refunded_minor: string;
  return_url: string;
}

function stateOf(row: IntentRow): PspPaymentState {
  if (row.status === 'declined') return { status: 'declined', declineCode: row.decline_code ?? 'generic_decline' };
  return { status: row.status };
}

export interface SandboxPsp extends CardPsp {
  /** The hosted 3-D Secure challenge's intent (for the challenge page). */
  challenge(intentId: string): Promise<{
    threeDs: ThreeDsVersion;
    status: IntentRow['status'];
    returnUrl: string;
    amountMinor: bigint;
    currency: string;
  } | null>;
  /** The buyer's answer on the hosted challenge page: the PSP authorises or declines the intent. */
  answerChallenge(intentId: string, outcome: 'approve' | 'fail'): Promise<PspPaymentState | null>;
  /** Signs a webhook body the way the sandbox sends them (tests, and the docs' example). */
  signWebhook(rawBody: string, timestamp?: number): Record<string, string>;
}

type Intent = IntentRow & { currency: string };

async function intent(queryable: Queryable, id: string, lock = false): Promise<Intent | undefined> {
  const result = await queryable.query<Intent>(
    `select id, status, three_ds, decline_code, amount_minor::text as amount_minor, refunded_minor::text as refunded_minor,
      return_url, currency from rails_sandbox_intents where id = $1${lock ? ' for update' : ''}`,
    [id],
  );
  return result.rows[0];
}

async function tokenize(database: Database, card: CardDetails): Promise<CardToken> {
  const token = `tok_sandbox_${randomBytes(12).toString('hex')}`;
  const details = {
    last4: lastFour(card.number),
    brand: cardBrandOf(card.number),
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
  };
  await database.query(
    `insert into rails_sandbox_tokens (token, scenario, last4, card_brand, expiry_month, expiry_year)
     values ($1, $2, $3, $4, $5, $6)`,
    [token, scenarioOf(card.number), details.last4, details.brand, details.expiryMonth, details.expiryYear],
  );
  return { token, ...details };
}

/** The intent of an idempotency key: the first authorisation's, or a new one decided by the card's scenario. */
async function intentFor(transaction: Transaction, input: Parameters<CardPsp['authorize']>[0]): Promise<Intent> {
  const existing = await transaction.query<{ id: string }>(
    'select id from rails_sandbox_intents where idempotency_key = $1',
    [input.idempotencyKey],
  );
  if (existing.rows[0] !== undefined) return (await intent(transaction, existing.rows[0].id))!;
  const tokenRow = await transaction.query<{ scenario: Scenario }>(
    'select scenario from rails_sandbox_tokens where token = $1',
    [input.token],
  );
  const scenario = tokenRow.rows[0]?.scenario;
  if (scenario === undefined) throw new Error('sandbox PSP: unknown card token');
  const decline = declineOf[scenario] ?? null;
  const threeDs = scenario === '3ds1' || scenario === '3ds2' ? scenario : 'none';
  const status = decline !== null ? 'declined' : threeDs !== 'none' ? 'requires_action' : 'authorized';
  await transaction.query(
    `insert into rails_sandbox_intents (id, token, amount_minor, currency, status, three_ds, decline_code, return_url, idempotency_key)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (idempotency_key) do nothing`,
    [
      newRailsId('pi_sandbox'),
      input.token,
      input.amountMinor.toString(),
      input.currency,
      status,
      threeDs,
      decline,
      input.returnUrl,
      input.idempotencyKey,
    ],
  );
  const winner = await transaction.query<{ id: string }>(
    'select id from rails_sandbox_intents where idempotency_key = $1',
    [input.idempotencyKey],
  );
  return (await intent(transaction, winner.rows[0]!.id))!;
}

async function capture(database: Database, input: Parameters<CardPsp['capture']>[0]): Promise<PspPaymentState> {
  return database.transaction(async (transaction) => {
    const row = await intent(transaction, input.pspReference, true);
    if (row === undefined) throw new Error('sandbox PSP: unknown payment');
    if (row.status !== 'authorized') return stateOf(row);
    if (BigInt(row.amount_minor) !== input.amountMinor) return { status: 'declined', declineCode: 'processing_error' };
    await transaction.query(`update rails_sandbox_intents set status = 'captured', updated_at = now() where id = $1`, [
      row.id,
    ]);
    return { status: 'captured' };
  });
}

/**
 * A refund of (part of) a captured payment, once per idempotency key (Stripe's refunds: several
 * partial ones up to the amount). Answers `refunded` for this refund, declined beyond the amount.
 */
async function refund(database: Database, input: Parameters<CardPsp['refund']>[0]): Promise<PspPaymentState> {
  return database.transaction(async (transaction) => {
    const row = await intent(transaction, input.pspReference, true);
    if (row === undefined) throw new Error('sandbox PSP: unknown payment');
    const earlier = await transaction.query<{ amount_minor: string }>(
      `select amount_minor::text as amount_minor from rails_sandbox_refunds where intent_id = $1 and idempotency_key = $2`,
      [row.id, input.idempotencyKey],
    );
    if (earlier.rows[0] !== undefined)
      return BigInt(earlier.rows[0].amount_minor) === input.amountMinor
        ? { status: 'refunded' }
        : { status: 'declined', declineCode: 'processing_error' };
    if (row.status !== 'authorized' && row.status !== 'captured') return stateOf(row);
    const refunded = BigInt(row.refunded_minor) + input.amountMinor;
    if (input.amountMinor <= 0n || refunded > BigInt(row.amount_minor))
      return { status: 'declined', declineCode: 'processing_error' };
    await transaction.query(
      `update rails_sandbox_intents set refunded_minor = $2, status = case when $2::bigint = amount_minor then 'refunded' else status end,
         updated_at = now() where id = $1`,
      [row.id, refunded.toString()],
    );
    await transaction.query(
      `insert into rails_sandbox_refunds (intent_id, idempotency_key, amount_minor) values ($1, $2, $3)`,
      [row.id, input.idempotencyKey, input.amountMinor.toString()],
    );
    return { status: 'refunded' };
  });
}

async function answerChallenge(
  database: Database,
  intentId: string,
  outcome: 'approve' | 'fail',
): Promise<PspPaymentState | null> {
  return database.transaction(async (transaction) => {
    const row = await intent(transaction, intentId, true);
    if (row === undefined || row.three_ds === 'none') return null;
    if (row.status === 'requires_action') {
      await transaction.query(
        `update rails_sandbox_intents set status = $2, decline_code = $3, updated_at = now() where id = $1`,
        [
          row.id,
          outcome === 'approve' ? 'authorized' : 'declined',
          outcome === 'approve' ? null : 'authentication_failed',
        ],
      );
    }
    return stateOf((await intent(transaction, row.id))!);
  });
}

/** Webhooks of the sandbox: `sandbox-signature: t=<unix seconds>,v1=<HMAC-SHA256 hex of "t.body">`, 5 minutes of tolerance. */
function webhookSigner(key: Buffer) {
  const sign = (timestamp: number, rawBody: string) =>
    createHmac('sha256', key).update(`${timestamp}.${rawBody}`).digest();
  return {
    signWebhook(rawBody: string, timestamp = Math.floor(Date.now() / 1000)): Record<string, string> {
      return { 'sandbox-signature': `t=${timestamp},v1=${sign(timestamp, rawBody).toString('hex')}` };
    },
    parseWebhook(rawBody: string, headers: Record<string, string | undefined>): PspWebhookEvent {
      const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(headers['sandbox-signature'] ?? '');
      if (match === null) throw new Error('sandbox PSP webhook: no signature');
      const timestamp = Number(match[1]);
      if (Math.abs(Date.now() / 1000 - timestamp) > 300) throw new Error('sandbox PSP webhook: stale signature');
      if (!timingSafeEqual(sign(timestamp, rawBody), Buffer.from(match[2]!, 'hex')))
        throw new Error('sandbox PSP webhook: bad signature');
      const event = JSON.parse(rawBody) as PspWebhookEvent;
      return { id: String(event.id), type: event.type, pspReference: String(event.pspReference) };
    },
  };
}

function authorizeResult(row: Intent, challengeUrl: (intentId: string) => string): AuthorizeResult {
  if (row.status === 'declined')
    return { status: 'declined', pspReference: row.id, declineCode: row.decline_code ?? 'generic_decline' };
  if (row.status === 'requires_action')
    return {
      status: 'requires_action',
      pspReference: row.id,
      challengeUrl: challengeUrl(row.id),
      threeDs: row.three_ds === '3ds2' ? '3ds2' : '3ds1',
    };
  return { status: 'authorized', pspReference: row.id };
}

/**
 * The sandbox card processor served by this server in test mode. It keeps its own records (tables
 * `rails_sandbox_tokens`, `rails_sandbox_intents`: scenario, last four, brand, expiry; never the
 * number or the CVC) as a real PSP would on its side.
 */
export function createSandboxPsp(options: {
  database: Database;
  challengeUrl: (intentId: string) => string;
}): SandboxPsp {
  const { database } = options;
  return {
    name: 'sandbox',
    tokenize: (card) => tokenize(database, card),
    authorize: async (input) =>
      authorizeResult(await database.transaction((transaction) => intentFor(transaction, input)), options.challengeUrl),
    async retrieve(pspReference) {
      const row = await intent(database, pspReference);
      if (row === undefined) throw new Error('sandbox PSP: unknown payment');
      return stateOf(row);
    },
    capture: (input) => capture(database, input),
    refund: (input) => refund(database, input),
    payout: (input) => sandboxPayout(database, input),
    retrievePayout: (pspReference) => retrieveSandboxPayout(database, pspReference),
    ...webhookSigner(randomBytes(32)),
    async challenge(intentId) {
      const row = await intent(database, intentId);
      if (row === undefined || row.three_ds === 'none') return null;
      return {
        threeDs: row.three_ds,
        status: row.status,
        returnUrl: row.return_url,
        amountMinor: BigInt(row.amount_minor),
        currency: row.currency,
      };
    },
    answerChallenge: (intentId, outcome) => answerChallenge(database, intentId, outcome),
  };
}
