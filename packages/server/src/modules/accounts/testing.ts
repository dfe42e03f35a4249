import type { App } from '../../app.js';
import { hostnameFromHost } from '../brands/index.js';
import { insertSession } from './session-repository.js';
import { insertUser, type ComplianceState, type UserRole } from './user-repository.js';

export interface CreateTestUserOptions {
  email?: string;
  password?: string;
  role?: UserRole;
  emailVerified?: boolean;
  phoneVerified?: boolean;
  otpLogin?: 0 | 1;
  complianceVerification?: string;
  permissions?: Record<string, '0' | '1'> | null;
  /** The Host the user's brand is resolved from (default localhost: the demo brand). */
  host?: string;
  currency?: string;
  mobile?: string;
  firstName?: string;
  lastName?: string;
}

export interface TestUser {
  userId: string;
  email: string;
  password: string;
  token: string;
  /** authorization (the JSON-encoded token of spec §6) + host + origin, ready for app.inject. */
  headers: Record<string, string>;
}

let counter = 0;

/**
 * Tests only: inserts a verified-by-default user of the host's brand (password hashed with the
 * app's hasher) and starts a live session through the real session repository. With otpLogin 1 the
 * session starts with its login OTP 'sent', as after a real login.
 */
export async function createTestUser(app: App, options: CreateTestUserOptions = {}): Promise<TestUser> {
  counter += 1;
  const host = options.host ?? 'localhost';
  const brand = await app.brands.resolver.resolve(hostnameFromHost(host));
  const email = (options.email ?? `user${counter}.${Date.now()}@example.com`).toLowerCase();
  const password = options.password ?? 'correct horse battery';
  const passwordHash = await app.accounts.passwords.hash(password);
  const compliance = (options.complianceVerification ?? 'pending') as ComplianceState;
  const { user, token } = await app.database.transaction(async (transaction) => {
    const user = await insertUser(transaction, {
      brandId: brand.id,
      email,
      passwordHash,
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? 'User',
      mobile: options.mobile ?? `+4477009${String(counter % 100_000).padStart(5, '0')}`,
      role: options.role ?? 'user',
      permissions: options.permissions ?? null,
      emailVerified: options.emailVerified ?? true,
      phoneVerified: options.phoneVerified ?? true,
      otpLogin: options.otpLogin ?? 0,
      complianceVerification: compliance,
      ...(options.currency === undefined ? {} : { currency: options.currency }),
    });
    const started = await insertSession(transaction, {
      userId: user.id,
      ip: '127.0.0.1',
      country: null,
      userAgent: 'test',
      otpState: options.otpLogin === 1 ? 'sent' : null,
    });
    return { user, token: started.token };
  });
  return {
    userId: user.id,
    email,
    password,
    token,
    headers: { authorization: JSON.stringify(token), host, origin: `http://${host}` },
  };
}
