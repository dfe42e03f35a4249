import { randomBytes } from 'node:crypto';
import {
  isCryptoCurrency,
  merchantPayoutIdPattern,
  toDecimalString,
  type CurrencyCode,
  type FiatCurrency,
  type MerchantPayout,
} from '@platform/core';
import type { Queryable, Transaction } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { findUserById } from '../accounts/index.js';
import {
  accountIdOf,
  createTransfersInTransaction,
  ensureAccount,
  isRecorded,
  platformOwner,
} from '../ledger/index.js';
import { convertAmount } from '../rates/index.js';
import { rateForMoney } from './money-rate.js';
import { recordTransaction, updateTransactionStatus } from '../wallets/index.js';
import type { MerchantRecord } from './merchant-repository.js';
import { toDate } from './payment-repository.js';
import type { PaymentsContext } from './payments-context.js';
import { findSettlementInfo } from './settlement-info.js';

/**
 * Payouts of a merchant's wallet to its settlement bank account (083_merchant_payouts.sql):
 *
 *   requested ─(an operator sent the wire: hold posted)─▶ paid
 *   requested ─(an operator could not send it: hold voided, the money is back)─▶ failed
 *
 * A fiat wallet is held into bank_clearing (the money leaves the platform's bank account when
 * posted). A coin is sold to the platform at the newest money rate, rounded down (the platform's
 * favour): held into liquidity, and when paid the fiat leaves liquidity for bank_clearing in the
 * same linked batch. One request per idempotency key; the bank details are copied at request time.
 */
export type PayoutStatus = MerchantPayout['status'];

interface PayoutRow {
  id: string;
  merchant_id: string;
  brand_id: string;
  user_id: string;
  status: PayoutStatus;
  currency: CurrencyCode;
  amount: string;
  payout_currency: FiatCurrency;
  payout_amount: string;
  rate: string | null;
  bank_iban: string;
  bank_swift: string;
  bank_name: string;
  bank_company_name: string;
  reference: string;
  bank_reference: string | null;
  failure_reason: string | null;
  idempotency_key: string;
  hold_transfer_id: string;
  created_at: Date;
  completed_at: Date | null;
}

const columns = `id, merchant_id, brand_id, user_id, status, currency, amount::text, payout_currency,
  payout_amount::text, rate, bank_iban, bank_swift, bank_name, bank_company_name, reference, bank_reference,
  failure_reason, idempotency_key, hold_transfer_id, created_at, completed_at`;

const normalize = (row: PayoutRow): PayoutRow => ({
  ...row,
  created_at: toDate(row.created_at) ?? new Date(0),
  completed_at: toDate(row.completed_at),
});

const newPayoutId = () => `mpo_${randomBytes(12).toString('hex')}`;
const newReference = () => `PO-${randomBytes(6).toString('hex').toUpperCase()}`;

export function toMerchantPayout(row: PayoutRow): MerchantPayout {
  return {
    payout_id: row.id,
    status: row.status,
    currency: row.currency,
    amount: toDecimalString(row.currency, BigInt(row.amount)),
    payout_currency: row.payout_currency,
    payout_amount: toDecimalString(row.payout_currency, BigInt(row.payout_amount)),
    rate: row.rate,
    reference: row.reference,
    bank_reference: row.bank_reference,
    bank_iban: row.bank_iban,
    bank_swift: row.bank_swift,
    bank_name: row.bank_name,
    bank_company_name: row.bank_company_name,
    failure_reason: row.failure_reason,
    created_at: row.created_at.toISOString(),
    completed_at: row.completed_at === null ? null : row.completed_at.toISOString(),
  };
}

async function findPayout(queryable: Queryable, id: string, lock = false): Promise<PayoutRow | undefined> {
  if (!merchantPayoutIdPattern.test(id)) return undefined;
  const result = await queryable.query<PayoutRow>(
    `select ${columns} from merchant_payouts where id = $1${lock ? ' for update' : ''}`,
    [id],
  );
  return result.rows[0] === undefined ? undefined : normalize(result.rows[0]);
}

/** One page of a merchant's payouts, newest first; `limit + 1` rows tell whether more exist. */
export async function listPayouts(
  queryable: Queryable,
  input: { merchantId?: string; brandId?: string; status?: PayoutStatus; cursor: string | null; limit: number },
): Promise<PayoutRow[]> {
  const result = await queryable.query<PayoutRow>(
    `select ${columns} from merchant_payouts
     where ($1::text is null or merchant_id = $1) and ($2::text is null or brand_id = $2)
       and ($3::text is null or status = $3)
       and ($4::text is null or (created_at, id) < (select created_at, id from merchant_payouts where id = $4))
     order by created_at desc, id desc limit $5`,
    [input.merchantId ?? null, input.brandId ?? null, input.status ?? null, input.cursor, input.limit + 1],
  );
  return result.rows.map(normalize);
}

export interface PayoutRequest {
  merchant: MerchantRecord;
  currency: CurrencyCode;
  amountBaseUnits: bigint;
  /** The fiat the bank receives: a fiat payout's own currency; for a coin, default EUR. */
  payoutCurrency: FiatCurrency;
  idempotencyKey: string;
}

/** Books a payout request: the hold, the row and the merchant's transactions-list row, all or nothing. */
export async function requestPayout(context: PaymentsContext, input: PayoutRequest): Promise<MerchantPayout> {
  const { merchant } = input;
  if (input.amountBaseUnits <= 0n) {
    throw new DomainError('validation_failed', { amount: 'The amount must be greater than zero.' });
  }
  const coin = isCryptoCurrency(input.currency);
  if (!coin && input.payoutCurrency !== input.currency) {
    throw new DomainError('validation_failed', {
      payout_currency: 'A fiat payout is sent in the currency of its wallet.',
    });
  }
  return context.database.transaction(async (transaction) => {
    await transaction.query('select pg_advisory_xact_lock(hashtext($1))', [
      `payout:${merchant.id}:${input.idempotencyKey}`,
    ]);
    const replayed = await earlierPayout(transaction, input);
    if (replayed !== undefined) return replayed;
    const now = context.now();
    const bank = await payoutBankDetails(transaction, merchant, now);
    const priced = coin ? await coinPayoutPrice(context, transaction, input, now) : undefined;
    const payoutAmount = priced?.payoutAmount ?? input.amountBaseUnits;
    const id = newPayoutId();
    await holdPayout(transaction, { id, input, coin });
    const inserted = await transaction.query<PayoutRow>(
      `insert into merchant_payouts (id, merchant_id, brand_id, user_id, status, currency, amount, payout_currency,
         payout_amount, rate, bank_iban, bank_swift, bank_name, bank_company_name, reference, idempotency_key,
         hold_transfer_id, created_at, updated_at)
       values ($1, $2, $3, $4, 'requested', $5, $6::numeric, $7, $8::numeric, $9, $10, $11, $12, $13, $14, $15, $16,
         $17, $17)
       returning ${columns}`,
      [
        id,
        merchant.id,
        merchant.brandId,
        merchant.userId,
        input.currency,
        input.amountBaseUnits.toString(),
        input.payoutCurrency,
        payoutAmount.toString(),
        priced?.rate ?? null,
        bank.bank_iban,
        bank.bank_swift,
        bank.bank_name,
        bank.bank_company_name,
        newReference(),
        input.idempotencyKey,
        id,
        now,
      ],
    );
    await recordTransaction(transaction, {
      brandId: merchant.brandId,
      userId: merchant.userId,
      type: 'merchant_payout',
      status: 'pending',
      currency: input.currency,
      currency2: coin ? input.payoutCurrency : null,
      direction: 'debit',
      amountBaseUnits: input.amountBaseUnits,
      fromAmountBaseUnits: input.amountBaseUnits,
      toAmountBaseUnits: payoutAmount,
      rate: priced?.rate ?? null,
      paymentMethod: 'wire',
      ledgerTransferId: id,
    });
    return toMerchantPayout(normalize(inserted.rows[0]!));
  });
}

/** The payout asked for earlier with this idempotency key (the same request), or undefined; 409 for another request. */
async function earlierPayout(transaction: Transaction, input: PayoutRequest): Promise<MerchantPayout | undefined> {
  const existing = await transaction.query<PayoutRow>(
    `select ${columns} from merchant_payouts where merchant_id = $1 and idempotency_key = $2`,
    [input.merchant.id, input.idempotencyKey],
  );
  const found = existing.rows[0];
  if (found === undefined) return undefined;
  const same =
    found.currency === input.currency &&
    found.amount === input.amountBaseUnits.toString() &&
    found.payout_currency === input.payoutCurrency;
  if (!same) {
    throw new DomainError('conflict', {
      idempotency_key: 'This idempotency key was used for a different payout.',
    });
  }
  return toMerchantPayout(normalize(found));
}

/** The settlement bank details the payout is sent to, once no security lock holds payouts back. */
async function payoutBankDetails(transaction: Transaction, merchant: MerchantRecord, now: Date) {
  const user = await findUserById(transaction, merchant.userId);
  if (user?.withdrawalsLockedUntil != null && user.withdrawalsLockedUntil > now) {
    throw new DomainError('forbidden', {
      general: `Payouts are locked until ${user.withdrawalsLockedUntil.toISOString()} after a security change.`,
    });
  }
  const bank = await findSettlementInfo(transaction, merchant.id);
  if (bank === undefined) {
    throw new DomainError('conflict', {
      bank_iban: 'Add your settlement bank details before asking for a payout.',
    });
  }
  return bank;
}

/**
 * The hold of the payout's amount (its id is the payout's): the wallet → bank_clearing for fiat, →
 * liquidity for a coin (sold to the platform). More than the wallet holds is the merchant's 400.
 */
async function holdPayout(
  transaction: Transaction,
  hold: { id: string; input: PayoutRequest; coin: boolean },
): Promise<void> {
  const { id, input, coin } = hold;
  const wallet = await ensureAccount(transaction, {
    owner: input.merchant.userId,
    asset: input.currency,
    kind: 'user',
  });
  const destination = await ensureAccount(transaction, {
    owner: platformOwner,
    asset: input.currency,
    kind: coin ? 'liquidity' : 'bank_clearing',
  });
  const [outcome] = await createTransfersInTransaction(transaction, [
    {
      type: 'pending',
      id,
      debitAccountId: wallet.id,
      creditAccountId: destination.id,
      asset: input.currency,
      amount: input.amountBaseUnits,
      code: 'merchant_payout',
    },
  ]);
  if (outcome === undefined || !isRecorded(outcome.result)) {
    if (outcome?.result === 'exceeds_credits') {
      throw new DomainError('validation_failed', {
        amount: `The amount is more than the available balance of your ${input.currency} wallet.`,
      });
    }
    throw new Error(`holding payout ${id} failed in the ledger: ${outcome?.result ?? 'no result'}`);
  }
}

async function coinPayoutPrice(
  context: PaymentsContext,
  transaction: Transaction,
  input: PayoutRequest,
  now: Date,
): Promise<{ payoutAmount: bigint; rate: string }> {
  const rate = await rateForMoney({
    database: transaction,
    pair: `${input.payoutCurrency}_${input.currency}`,
    maxAgeMs: context.moneyRateMaxAgeMs,
    now,
  });
  const payoutAmount = convertAmount({
    amountBaseUnits: input.amountBaseUnits,
    from: input.currency,
    to: input.payoutCurrency,
    pair: rate.quoted,
    rateUnits: rate.quoted.rateUnits,
    rounding: 'down',
  });
  if (payoutAmount <= 0n) {
    throw new DomainError('validation_failed', { amount: 'The amount is too small to pay out.' });
  }
  return { payoutAmount, rate: rate.rate };
}

/**
 * An operator sent the wire (paid, with the bank's reference) or could not (failed, with why). Paid
 * posts the hold (for a coin: and moves the fiat from liquidity to bank_clearing, linked); failed
 * voids it. Asking again for the outcome a payout has answers it unchanged; the other is a conflict.
 */
export async function settlePayout(
  context: Pick<PaymentsContext, 'database' | 'now'>,
  input:
    | { payoutId: string; brandId: string; outcome: 'paid'; bankReference: string }
    | { payoutId: string; brandId: string; outcome: 'failed'; reason: string },
): Promise<MerchantPayout> {
  return context.database.transaction(async (transaction) => {
    const row = await findPayout(transaction, input.payoutId, true);
    if (row === undefined || row.brand_id !== input.brandId) {
      throw new DomainError('not_found', 'No such payout.');
    }
    if (row.status === input.outcome) return toMerchantPayout(row);
    if (row.status !== 'requested') {
      throw new DomainError('conflict', `This payout is ${row.status} already.`);
    }
    if (input.outcome === 'paid' && isCryptoCurrency(row.currency)) {
      for (const kind of ['liquidity', 'bank_clearing'] as const) {
        await ensureAccount(transaction, { owner: platformOwner, asset: row.payout_currency, kind });
      }
    }
    const transfers =
      input.outcome === 'failed'
        ? [{ type: 'void_pending' as const, id: `${row.id}_void`, pendingId: row.hold_transfer_id }]
        : payoutPaidTransfers(row);
    const outcomes = await createTransfersInTransaction(transaction, transfers);
    if (!outcomes.every((outcome) => isRecorded(outcome.result))) {
      throw new DomainError('conflict', {
        general: `The platform's ${row.payout_currency} liquidity cannot fund this payout now.`,
      });
    }
    const updated = await transaction.query<PayoutRow>(
      `update merchant_payouts set status = $2, bank_reference = $3, failure_reason = $4, completed_at = $5,
         updated_at = $5
       where id = $1 returning ${columns}`,
      [
        row.id,
        input.outcome,
        input.outcome === 'paid' ? input.bankReference : null,
        input.outcome === 'failed' ? input.reason : null,
        context.now(),
      ],
    );
    await updateTransactionStatus(transaction, {
      ledgerTransferId: row.hold_transfer_id,
      status: input.outcome === 'paid' ? 'completed' : 'failed',
    });
    return toMerchantPayout(normalize(updated.rows[0]!));
  });
}

function payoutPaidTransfers(row: PayoutRow) {
  const post = { type: 'post_pending' as const, id: `${row.id}_paid`, pendingId: row.hold_transfer_id };
  if (!isCryptoCurrency(row.currency)) return [post];
  // The coin went to liquidity with the hold; the fiat the bank sends leaves liquidity now.
  return [
    { ...post, linked: true },
    {
      type: 'immediate' as const,
      id: `${row.id}_wire`,
      debitAccountId: accountIdOf({ owner: platformOwner, asset: row.payout_currency, kind: 'liquidity' }),
      creditAccountId: accountIdOf({ owner: platformOwner, asset: row.payout_currency, kind: 'bank_clearing' }),
      asset: row.payout_currency,
      amount: BigInt(row.payout_amount),
      code: 'merchant_payout',
    },
  ];
}
