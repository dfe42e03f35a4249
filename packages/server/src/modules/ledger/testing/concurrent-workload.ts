import fc from 'fast-check';
import type { Database } from '../../../db/database.js';
import { conversionTransfers } from '../convert.js';
import { createTransfers, type TransferOutcome } from '../create-transfers.js';
import { expirePendingTransfers } from '../expire-pending-transfers.js';
import { accountIdOf, ensureAccount } from '../ledger-accounts.js';
import type { TransferResult } from '../ledger-codes.js';
import type { TransferRequest } from '../transfer-request.js';

/** Random operations one worker issues in order; indexes pick users, holds and earlier batches. */
export type Operation =
  | { kind: 'transfer'; from: number; to: number; asset: number; amount: bigint }
  /** Several unlinked immediate transfers in one call (the set-based path when all are accepted). */
  | { kind: 'batch'; asset: number; legs: { from: number; to: number; amount: bigint }[] }
  | { kind: 'hold'; from: number; to: number; asset: number; amount: bigint; timeout: boolean }
  | { kind: 'post'; pick: number; partial: bigint | undefined }
  | { kind: 'void'; pick: number }
  | { kind: 'convert'; user: number; fromAsset: number; amount: bigint }
  | { kind: 'replay'; pick: number; altered: boolean }
  | { kind: 'expire' };

export const users = 4;
export const assets = ['BTC', 'EUR'] as const;
export const initialBalance = 1_000n;

const user = fc.nat({ max: users - 1 });
const asset = fc.nat({ max: assets.length - 1 });
const amount = fc.bigInt({ min: 1n, max: 400n });
/** Two different users most of the time; the same one now and then (accounts_must_be_different). */
const parties = fc.tuple(user, fc.nat({ max: 3 * (users - 1) })).map(([from, offset]) => ({
  from,
  to: offset === 3 * (users - 1) ? from : (from + 1 + (offset % (users - 1))) % users,
}));
const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({ parties, asset, amount })
      .map(({ parties: pair, ...rest }) => ({ kind: 'transfer' as const, ...pair, ...rest })),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('batch' as const),
      asset,
      legs: fc.array(
        fc.record({ parties, amount }).map(({ parties: pair, amount: legAmount }) => ({ ...pair, amount: legAmount })),
        { minLength: 2, maxLength: 6 },
      ),
    }),
  },
  {
    weight: 3,
    arbitrary: fc
      .record({ parties, asset, amount, timeout: fc.boolean() })
      .map(({ parties: pair, ...rest }) => ({ kind: 'hold' as const, ...pair, ...rest })),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('post' as const),
      pick: fc.nat(),
      partial: fc.option(amount, { nil: undefined }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('void' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('convert' as const), user, fromAsset: asset, amount }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('replay' as const), pick: fc.nat(), altered: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'expire' as const }) },
);

export function workloadArbitrary(workers: number, operationsPerWorker: number): fc.Arbitrary<Operation[][]> {
  return fc.array(fc.array(operation, { minLength: operationsPerWorker, maxLength: operationsPerWorker }), {
    minLength: workers,
    maxLength: workers,
  });
}

/** One batch as sent and what the ledger answered; replays carry what they must equal. */
export interface Acknowledgement {
  requests: TransferRequest[];
  outcomes: TransferOutcome[];
  expected?: TransferResult[];
}

const userAccount = (run: string, index: number, assetIndex: number) =>
  accountIdOf({ owner: `${run}-u${index}`, asset: assets[assetIndex] ?? 'BTC', kind: 'user' });

/** Users funded from clearing and liquidity stocked in both assets, all under the run's prefix. */
export async function prepareRun(database: Database, run: string): Promise<void> {
  const funding: TransferRequest[] = [];
  for (const code of assets) {
    const clearing = await ensureAccount(database, { owner: `${run}-ext`, asset: code, kind: 'chain_clearing' });
    const liquidity = await ensureAccount(database, { owner: `${run}-lp`, asset: code, kind: 'liquidity' });
    funding.push({
      type: 'immediate',
      id: `${run}-stock-${code}`,
      debitAccountId: clearing.id,
      creditAccountId: liquidity.id,
      asset: code,
      amount: 500n,
      code: 'treasury',
    });
    for (let index = 0; index < users; index += 1) {
      const account = await ensureAccount(database, { owner: `${run}-u${index}`, asset: code, kind: 'user' });
      funding.push({
        type: 'immediate',
        id: `${run}-fund-${code}-${index}`,
        debitAccountId: clearing.id,
        creditAccountId: account.id,
        asset: code,
        amount: initialBalance,
        code: 'deposit',
      });
    }
  }
  const outcomes = await createTransfers(database, funding);
  if (!outcomes.every((outcome) => outcome.result === 'ok')) throw new Error('Funding the run failed');
}

function replayExpectation(original: Acknowledgement, altered: boolean): TransferResult[] {
  return original.outcomes.map((outcome, index) => {
    const stored: TransferResult = outcome.result === 'ok' ? 'exists' : outcome.result;
    if (!(altered && index === 0)) return stored;
    return outcome.result === 'ok' ? 'exists_with_different_fields' : 'id_already_failed';
  });
}

function alter(request: TransferRequest): TransferRequest {
  if (request.type === 'void_pending') return { ...request, type: 'post_pending' };
  return { ...request, amount: (request.amount ?? 1n) + 1n };
}

/** Shared state of one run: acknowledged batches and holds the ledger accepted. */
export class RunState {
  readonly acknowledgements: Acknowledgement[] = [];
  readonly holds: string[] = [];
  constructor(readonly run: string) {}
}

type OperationOf<Kind extends Operation['kind']> = Extract<Operation, { kind: Kind }>;

function transferOrHold(run: string, operation: OperationOf<'transfer' | 'hold'>, id: string): TransferRequest[] {
  const base = {
    id,
    debitAccountId: userAccount(run, operation.from, operation.asset),
    creditAccountId: userAccount(run, operation.to, operation.asset),
    asset: assets[operation.asset] ?? 'BTC',
    amount: operation.amount,
    code: 'load',
  };
  if (operation.kind === 'transfer') return [{ type: 'immediate', ...base }];
  return [{ type: 'pending', ...base, ...(operation.timeout ? { timeoutSeconds: 60 } : {}) }];
}

function batchOf(run: string, operation: OperationOf<'batch'>, id: string): TransferRequest[] {
  return operation.legs.map((leg, index) => ({
    type: 'immediate' as const,
    id: `${id}-${index}`,
    debitAccountId: userAccount(run, leg.from, operation.asset),
    creditAccountId: userAccount(run, leg.to, operation.asset),
    asset: assets[operation.asset] ?? 'BTC',
    amount: leg.amount,
    code: 'load',
  }));
}

function resolution(
  state: RunState,
  operation: OperationOf<'post' | 'void'>,
  id: string,
): TransferRequest[] | undefined {
  const pendingId = state.holds[operation.pick % Math.max(1, state.holds.length)];
  if (pendingId === undefined) return undefined;
  if (operation.kind === 'void') return [{ type: 'void_pending', id, pendingId }];
  return [
    {
      type: 'post_pending',
      id,
      pendingId,
      ...(operation.partial === undefined ? {} : { amount: operation.partial }),
    },
  ];
}

function conversion(run: string, operation: OperationOf<'convert'>, id: string): TransferRequest[] {
  const fromAsset = assets[operation.fromAsset] ?? 'BTC';
  const toAsset = assets[(operation.fromAsset + 1) % assets.length] ?? 'EUR';
  const [pay, receive] = conversionTransfers(
    {
      id,
      owner: `${run}-u${operation.user}`,
      fromAsset,
      toAsset,
      fromAmountBaseUnits: operation.amount,
      rate: { numerator: 1n, denominator: 1n },
    },
    operation.amount,
  );
  // This run's liquidity accounts stand in for the platform's.
  const liquidity = (code: string) => accountIdOf({ owner: `${run}-lp`, asset: code as 'BTC', kind: 'liquidity' });
  if (pay?.type !== 'immediate' || receive?.type !== 'immediate') throw new Error('conversionTransfers changed shape');
  return [
    { ...pay, creditAccountId: liquidity(fromAsset) },
    { ...receive, debitAccountId: liquidity(toAsset) },
  ];
}

function replay(state: RunState, operation: OperationOf<'replay'>): Acknowledgement | undefined {
  const original = state.acknowledgements[operation.pick % Math.max(1, state.acknowledgements.length)];
  if (original === undefined || original.expected !== undefined) return undefined;
  const [first, ...rest] = original.requests;
  if (first === undefined) return undefined;
  const requests = operation.altered ? [alter(first), ...rest] : original.requests;
  return { requests, outcomes: [], expected: replayExpectation(original, operation.altered) };
}

function requestsFor(
  state: RunState,
  operation: Operation,
  id: string,
): Acknowledgement | TransferRequest[] | undefined {
  switch (operation.kind) {
    case 'transfer':
    case 'hold':
      return transferOrHold(state.run, operation, id);
    case 'batch':
      return batchOf(state.run, operation, id);
    case 'post':
    case 'void':
      return resolution(state, operation, id);
    case 'convert':
      return conversion(state.run, operation, id);
    case 'replay':
      return replay(state, operation);
    case 'expire':
      return undefined;
  }
}

/** Runs one worker's operations in order; every answered batch is acknowledged in `state`. */
export async function runWorker(
  database: Database,
  state: RunState,
  worker: number,
  operations: Operation[],
): Promise<void> {
  for (const [index, operation] of operations.entries()) {
    if (operation.kind === 'expire') {
      await expirePendingTransfers(database, { now: new Date(Date.now() + 3_600_000), limit: 5 });
      continue;
    }
    const planned = requestsFor(state, operation, `${state.run}-w${worker}-o${index}`);
    if (planned === undefined) continue;
    const requests = Array.isArray(planned) ? planned : planned.requests;
    const outcomes = await createTransfers(database, requests);
    const acknowledgement: Acknowledgement = Array.isArray(planned) ? { requests, outcomes } : { ...planned, outcomes };
    state.acknowledgements.push(acknowledgement);
    const [first] = requests;
    if (first?.type === 'pending' && outcomes[0]?.result === 'ok') state.holds.push(first.id);
  }
}
