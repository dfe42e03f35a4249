import { randomBytes } from 'node:crypto';
import type { Queryable, Transaction } from '../../../db/database.js';
import { decodeBase32, encodeBase32 } from './base32.js';
import { matchTotp } from './one-time-password.js';
import { generateRecoveryCodes, normalizeRecoveryCode, type RecoveryCodeHasher } from './recovery-codes.js';
import type { SecretBox } from './secret-box.js';
import {
  activateTotp,
  countUnusedRecoveryCodes,
  deleteTotp,
  findTotp,
  lockTotp,
  recordAcceptedStep,
  recordFailedAttempt,
  replaceRecoveryCodes,
  resealTotpSecret,
  upsertPendingTotp,
  useRecoveryCode,
  type TotpRecord,
} from './totp-repository.js';

/** 160-bit secrets, as RFC 4226 §4 recommends. */
const secretBytes = 20;
/** Wrong codes allowed per user in one window; then every check is refused until the window ends. */
export const maxFailedCodeAttempts = 5;
export const failedCodeWindowMs = 15 * 60_000;

export type TotpState = 'off' | 'pending' | 'active';

export type CodeCheck =
  | { outcome: 'accepted'; via: 'authenticator' | 'recovery_code' }
  | { outcome: 'wrong' }
  | { outcome: 'throttled'; retryAfterSeconds: number }
  | { outcome: 'not_enrolled' };

export interface TotpStatus {
  state: TotpState;
  confirmedAt: Date | null;
  recoveryCodesLeft: number;
}

export interface TotpService {
  status(database: Queryable, userId: string): Promise<TotpStatus>;
  /** A new pending secret (base32); undefined when an app is already active (disable it first). */
  beginSetup(transaction: Transaction, userId: string): Promise<{ secretBase32: string } | undefined>;
  /** Confirms the pending secret with a first code; answers the new recovery codes. */
  confirm(transaction: Transaction, userId: string, code: string): Promise<CodeCheck & { recoveryCodes?: string[] }>;
  /** Removes the active app (and its recovery codes) after a current code or a recovery code. */
  disable(transaction: Transaction, userId: string, code: string): Promise<CodeCheck>;
  /** New recovery codes for an active app (the old ones stop working); undefined without one. */
  regenerateRecoveryCodes(transaction: Transaction, userId: string): Promise<string[] | undefined>;
  /** A code (authenticator or recovery) of an active app, e.g. at login; records the try. */
  check(transaction: Transaction, userId: string, code: string): Promise<CodeCheck>;
}

export interface TotpServiceOptions {
  /** Seals the secrets under the authenticator-app purpose key (and opens the legacy `v1.` ones). */
  box: SecretBox;
  /** Hashes recovery codes under the recovery-code pepper (and finds the legacy hashes). */
  recoveryCodes: RecoveryCodeHasher;
  now?: () => number;
}

type Keys = Pick<TotpServiceOptions, 'box' | 'recoveryCodes'>;

async function storeNewRecoveryCodes(keys: Keys, transaction: Transaction, userId: string): Promise<string[]> {
  const codes = generateRecoveryCodes();
  const hashes = codes.map((code) => keys.recoveryCodes.hash(userId, normalizeRecoveryCode(code)!));
  await replaceRecoveryCodes(transaction, userId, hashes);
  return codes;
}

/** The secret of a locked row; one sealed before purpose keys is sealed again in the same transaction. */
async function openSecret(keys: Keys, transaction: Transaction, record: TotpRecord): Promise<Buffer> {
  const secret = keys.box.open(record.secretSealed, record.userId);
  if (keys.box.isLegacy(record.secretSealed)) {
    await resealTotpSecret(transaction, record.userId, keys.box.seal(secret, record.userId));
  }
  return secret;
}

function throttled(record: TotpRecord, nowMs: number): CodeCheck | undefined {
  if (record.failureWindowStart === null || record.failedAttempts < maxFailedCodeAttempts) return undefined;
  const windowEndsMs = record.failureWindowStart.getTime() + failedCodeWindowMs;
  if (windowEndsMs <= nowMs) return undefined;
  return { outcome: 'throttled', retryAfterSeconds: Math.ceil((windowEndsMs - nowMs) / 1000) };
}

async function recordWrongCode(transaction: Transaction, record: TotpRecord, nowMs: number): Promise<CodeCheck> {
  const windowOver =
    record.failureWindowStart === null || record.failureWindowStart.getTime() + failedCodeWindowMs <= nowMs;
  await recordFailedAttempt(transaction, record.userId, {
    failedAttempts: windowOver ? 1 : record.failedAttempts + 1,
    failureWindowStart: windowOver ? new Date(nowMs) : record.failureWindowStart!,
  });
  return { outcome: 'wrong' };
}

/** The shared check of a locked row: throttle, then the authenticator code, then (if allowed) a recovery code. */
async function checkLocked(
  context: Keys & { now: () => number },
  transaction: Transaction,
  input: { record: TotpRecord; code: string; allowRecoveryCode: boolean },
): Promise<CodeCheck> {
  const { record, code } = input;
  const refusal = throttled(record, context.now());
  if (refusal !== undefined) return refusal;
  const secret = await openSecret(context, transaction, record);
  const step = matchTotp({ secret, code: code.trim(), nowMs: context.now(), lastUsedStep: record.lastUsedStep });
  if (step !== undefined) {
    await recordAcceptedStep(transaction, record.userId, step);
    return { outcome: 'accepted', via: 'authenticator' };
  }
  const normalized = input.allowRecoveryCode ? normalizeRecoveryCode(code) : undefined;
  if (
    normalized !== undefined &&
    (await useRecoveryCode(transaction, record.userId, context.recoveryCodes.storedForms(record.userId, normalized)))
  ) {
    return { outcome: 'accepted', via: 'recovery_code' };
  }
  return recordWrongCode(transaction, record, context.now());
}

export function createTotpService(options: TotpServiceOptions): TotpService {
  const context = { box: options.box, recoveryCodes: options.recoveryCodes, now: options.now ?? Date.now };
  /** The user's row, locked, when it is in `status`. */
  const lockIn = async (transaction: Transaction, userId: string, status: TotpRecord['status']) => {
    const record = await lockTotp(transaction, userId);
    return record?.status === status ? record : undefined;
  };

  return {
    async status(database, userId) {
      const record = await findTotp(database, userId);
      if (record === undefined) return { state: 'off', confirmedAt: null, recoveryCodesLeft: 0 };
      return {
        state: record.status,
        confirmedAt: record.confirmedAt,
        recoveryCodesLeft: record.status === 'active' ? await countUnusedRecoveryCodes(database, userId) : 0,
      };
    },

    async beginSetup(transaction, userId) {
      const existing = await lockTotp(transaction, userId);
      if (existing?.status === 'active') return undefined;
      const secret = randomBytes(secretBytes);
      await upsertPendingTotp(transaction, userId, options.box.seal(secret, userId));
      const secretBase32 = encodeBase32(secret);
      if (decodeBase32(secretBase32)?.equals(secret) !== true) throw new Error('base32 round trip failed');
      return { secretBase32 };
    },

    async confirm(transaction, userId, code) {
      const record = await lockIn(transaction, userId, 'pending');
      if (record === undefined) return { outcome: 'not_enrolled' };
      const result = await checkLocked(context, transaction, { record, code, allowRecoveryCode: false });
      if (result.outcome !== 'accepted') return result;
      await activateTotp(transaction, userId);
      return { ...result, recoveryCodes: await storeNewRecoveryCodes(context, transaction, userId) };
    },

    async disable(transaction, userId, code) {
      const record = await lockIn(transaction, userId, 'active');
      if (record === undefined) return { outcome: 'not_enrolled' };
      const result = await checkLocked(context, transaction, { record, code, allowRecoveryCode: true });
      if (result.outcome === 'accepted') await deleteTotp(transaction, userId);
      return result;
    },

    async regenerateRecoveryCodes(transaction, userId) {
      const record = await lockIn(transaction, userId, 'active');
      if (record === undefined) return undefined;
      return storeNewRecoveryCodes(context, transaction, userId);
    },

    async check(transaction, userId, code) {
      const record = await lockIn(transaction, userId, 'active');
      if (record === undefined) return { outcome: 'not_enrolled' };
      return checkLocked(context, transaction, { record, code, allowRecoveryCode: true });
    },
  };
}
