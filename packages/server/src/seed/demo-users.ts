import type { Database } from '../db/database.js';
import { brandExists } from '../modules/brands/index.js';
import type { AccountsEnv } from '../modules/accounts/index.js';
import { createPasswordHasher } from '../modules/accounts/index.js';
import { findUserByEmail, insertUser, updateUser, type NewUser, type UserChanges } from '../modules/accounts/index.js';
import type { DemoSecrets } from './demo-secrets.js';

/** What the demo users seed reads from the environment (server.ts and buildTestApp pass the whole Env). */
export interface DemoUsersOptions {
  testMode?: boolean;
  accounts?: AccountsEnv;
  /** The data folder's demo passwords (demo-secrets.ts); without them no demo user is added. */
  demoSecrets?: DemoSecrets;
}

export interface DemoUser {
  label: string;
  email: string;
  role: 'user' | 'merchant' | 'operator';
}

/**
 * The demo brand's sign-ins, printed by `npm start` in test mode with the data folder's passwords
 * (demo-secrets.ts). They exist only in test mode (the seed refuses to add them otherwise).
 */
export const demoUsers = {
  retail: { label: 'retail user', email: 'demo@demo-exchange.example', role: 'user' },
  merchant: { label: 'merchant', email: 'merchant@demo-exchange.example', role: 'merchant' },
  operator: { label: 'KYC reviewer (operator)', email: 'reviewer@demo-exchange.example', role: 'operator' },
} as const satisfies Record<string, DemoUser>;

/**
 * The fixed, published passwords of the demo users before they became random per data folder: a
 * data folder seeded back then gets its demo users' passwords replaced at the next start.
 */
const legacyPublicPasswords: Record<keyof typeof demoUsers, string> = {
  retail: 'demo-retail-2024',
  merchant: 'demo-merchant-2024',
  operator: 'demo-reviewer-2024',
};

const demoBrandId = 'brd_demo';

/** Verified, onboarded, with complete address details, so the login gate sends them straight to /wallets. */
const completeProfile: UserChanges = {
  address1: '1 Demo Street',
  city: 'London',
  state: 'Greater London',
  zipCode: 'EC1A 1AA',
  country: 'GB',
  dateOfBirth: '1990-01-01',
  onboardedAt: new Date(0),
};

const profiles: Record<keyof typeof demoUsers, Omit<NewUser, 'brandId' | 'email' | 'passwordHash'>> = {
  retail: {
    firstName: 'Dana',
    lastName: 'Demo',
    mobile: '+447700900001',
    role: 'user',
    permissions: { send: '1', withdrawal: '1', fiat_withdrawals: '0', widget: '0' },
    emailVerified: true,
    phoneVerified: true,
    complianceVerification: 'successful',
  },
  merchant: {
    firstName: 'Mark',
    lastName: 'Merchant',
    mobile: '+447700900002',
    role: 'merchant',
    permissions: { send: '1', withdrawal: '1', fiat_withdrawals: '1', widget: '1' },
    emailVerified: true,
    phoneVerified: true,
    complianceVerification: 'successful',
    companyName: 'Demo Shop Ltd',
  },
  operator: {
    firstName: 'Riley',
    lastName: 'Reviewer',
    mobile: '+447700900003',
    role: 'operator',
    permissions: null,
    emailVerified: true,
    phoneVerified: true,
    complianceVerification: 'successful',
  },
};

/**
 * Test mode only, idempotent: adds the demo retail user, merchant and KYC reviewer to the demo
 * brand (wl_id 1) when missing, with the data folder's passwords; never touches an existing user,
 * except to replace a legacy public password. Returns the emails it added.
 */
export async function seedDemoUsers(database: Database, options: DemoUsersOptions): Promise<string[]> {
  const secrets = options.demoSecrets;
  if (options.testMode !== true || options.accounts === undefined || secrets === undefined) return [];
  if (!(await brandExists(database, demoBrandId))) return [];
  const hasher = createPasswordHasher(options.accounts.passwordHashCost);
  const added: string[] = [];
  for (const [name, demo] of Object.entries(demoUsers) as [keyof typeof demoUsers, DemoUser][]) {
    const existing = await findUserByEmail(database, demoBrandId, demo.email);
    if (existing !== undefined) {
      if (await hasher.verify(existing.passwordHash, legacyPublicPasswords[name])) {
        const passwordHash = await hasher.hash(secrets.passwords[name]);
        await database.transaction((transaction) => updateUser(transaction, existing.id, { passwordHash }));
      }
      continue;
    }
    const passwordHash = await hasher.hash(secrets.passwords[name]);
    await database.transaction(async (transaction) => {
      // Re-checked inside the transaction: two instances starting at once add each user once.
      if ((await findUserByEmail(transaction, demoBrandId, demo.email)) !== undefined) return;
      const user = await insertUser(transaction, {
        ...profiles[name],
        brandId: demoBrandId,
        email: demo.email,
        passwordHash,
      });
      await updateUser(transaction, user.id, completeProfile);
      added.push(demo.email);
    });
  }
  return added;
}

/** The lines `npm start` prints in test mode: where to sign in and with what. */
export function demoUserLines(secrets: DemoSecrets): string[] {
  return [
    'Demo sign-ins (test mode only, demo brand at localhost; passwords of this data folder):',
    ...(Object.entries(demoUsers) as [keyof typeof demoUsers, DemoUser][]).map(
      ([name, demo]) => `  ${demo.label.padEnd(24)} ${demo.email}  ${secrets.passwords[name]}`,
    ),
  ];
}
