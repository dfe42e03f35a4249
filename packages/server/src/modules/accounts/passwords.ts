import { hash, verify } from '@node-rs/argon2';
import type { PasswordHashCost } from './accounts-env.js';

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolated modules cannot import). */
const argon2id = 2;

/** argon2id parameters per cost setting (memory in KiB). */
const costParameters: Record<PasswordHashCost, { memoryCost: number; timeCost: number; parallelism: number }> = {
  test: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
  standard: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  strong: { memoryCost: 65_536, timeCost: 3, parallelism: 1 },
};

/** Longest password accepted anywhere (core's schemas say 128); hashing more is a denial of service. */
export const maxPasswordLength = 128;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a malformed stored hash (never throws on those). */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the time of one verification, so an unknown email answers as slowly as a wrong password. */
  verifyNothing(password: string): Promise<void>;
}

export function createPasswordHasher(cost: PasswordHashCost): PasswordHasher {
  const parameters = { ...costParameters[cost], algorithm: argon2id };
  let dummyHash: Promise<string> | undefined;
  const checkLength = (password: string) => {
    if (password.length > maxPasswordLength) throw new Error('password longer than the accepted maximum');
  };
  return {
    async hash(password) {
      checkLength(password);
      return hash(password, parameters);
    },
    async verify(passwordHash, password) {
      if (password.length > maxPasswordLength) return false;
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    async verifyNothing(password) {
      dummyHash ??= hash('not a password of anyone', parameters);
      try {
        await verify(await dummyHash, password.slice(0, maxPasswordLength));
      } catch {
        // Timing only.
      }
    },
  };
}
