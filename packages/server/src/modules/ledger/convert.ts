import { assetScales, type CurrencyCode } from '@platform/core';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { createTransfers, type TransferOutcome } from './create-transfers.js';
import { accountIdOf } from './ledger-accounts.js';
import { isRecorded, platformOwner } from './ledger-codes.js';
import { LedgerError } from './ledger-error.js';
import type { TransferRequest } from './transfer-request.js';

/** Whole units of the target asset per one whole unit of the source asset, as an exact fraction. */
export interface ExactRate {
  numerator: bigint;
  denominator: bigint;
}

export interface ConversionRequest {
  /** At most 56 characters: the two transfers are `<id>:pay` and `<id>:receive`. */
  id: string;
  owner: string;
  fromAsset: CurrencyCode;
  toAsset: CurrencyCode;
  fromAmountBaseUnits: bigint;
  rate: ExactRate;
}

export type ConversionOutcome =
  | { status: 'converted'; toAmountBaseUnits: bigint; outcomes: TransferOutcome[] }
  | { status: 'failed'; toAmountBaseUnits: bigint; outcomes: TransferOutcome[] }
  /** The amount converts to less than one base unit of the target asset. */
  | { status: 'amount_too_small' };

const rateSchema = z.object({ numerator: z.bigint().positive(), denominator: z.bigint().positive() });

/**
 * The target amount in base units. Rounds down (truncates): the platform never pays out a
 * fraction of a base unit it did not receive, so any remainder stays with the platform.
 * to = from × numerator × 10^scale(to) / (denominator × 10^scale(from)).
 */
export function convertedAmount(options: {
  fromAsset: CurrencyCode;
  toAsset: CurrencyCode;
  fromAmountBaseUnits: bigint;
  rate: ExactRate;
}): bigint {
  const rate = rateSchema.parse(options.rate);
  if (options.fromAmountBaseUnits <= 0n)
    throw new LedgerError('invalid_request', 'A conversion amount must be positive');
  const numerator = options.fromAmountBaseUnits * rate.numerator * 10n ** BigInt(assetScales[options.toAsset]);
  const denominator = rate.denominator * 10n ** BigInt(assetScales[options.fromAsset]);
  return numerator / denominator;
}

/**
 * The two linked transfers of a conversion: the user pays the source asset into liquidity, and
 * liquidity pays the target asset to the user. Both happen or neither does.
 */
export function conversionTransfers(request: ConversionRequest, toAmountBaseUnits: bigint): TransferRequest[] {
  if (request.fromAsset === request.toAsset) throw new LedgerError('invalid_request', 'A conversion needs two assets');
  if (request.id.length > 56) throw new LedgerError('invalid_request', 'A conversion id has at most 56 characters');
  return [
    {
      type: 'immediate',
      id: `${request.id}:pay`,
      debitAccountId: accountIdOf({ owner: request.owner, asset: request.fromAsset, kind: 'user' }),
      creditAccountId: accountIdOf({ owner: platformOwner, asset: request.fromAsset, kind: 'liquidity' }),
      asset: request.fromAsset,
      amount: request.fromAmountBaseUnits,
      code: 'conversion',
      linked: true,
    },
    {
      type: 'immediate',
      id: `${request.id}:receive`,
      debitAccountId: accountIdOf({ owner: platformOwner, asset: request.toAsset, kind: 'liquidity' }),
      creditAccountId: accountIdOf({ owner: request.owner, asset: request.toAsset, kind: 'user' }),
      asset: request.toAsset,
      amount: toAmountBaseUnits,
      code: 'conversion',
    },
  ];
}

/** Converts between two of a user's balances at an exact rate, all or nothing; idempotent by id. */
export async function convert(database: Database, request: ConversionRequest): Promise<ConversionOutcome> {
  const toAmountBaseUnits = convertedAmount(request);
  if (toAmountBaseUnits === 0n) return { status: 'amount_too_small' };
  const outcomes = await createTransfers(database, conversionTransfers(request, toAmountBaseUnits));
  const converted = outcomes.every((outcome) => isRecorded(outcome.result));
  return { status: converted ? 'converted' : 'failed', toAmountBaseUnits, outcomes };
}
