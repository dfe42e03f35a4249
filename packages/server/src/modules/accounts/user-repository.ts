import { randomBytes, randomInt } from 'node:crypto';
import type { Queryable, Transaction } from '../../db/database.js';

export const userRoles = ['user', 'merchant', 'operator'] as const;
export type UserRole = (typeof userRoles)[number];
export const complianceStates = ['pending', 'review', 'successful', 'failed'] as const;
export type ComplianceState = (typeof complianceStates)[number];
export type OtpChannel = 'email' | 'sms' | 'totp';
export type PermissionFlags = Record<string, '0' | '1'>;

/** A stored user, as the repository returns it. */
export interface UserRecord {
  id: string;
  brandId: string;
  accountNumber: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  mobile: string;
  /** YYYY-MM-DD or null. */
  dateOfBirth: string | null;
  address1: string;
  address2: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
  issueCountry: string;
  companyName: string;
  currency: string;
  locale: string;
  emailVerified: boolean;
  phoneVerified: boolean;
  otpLogin: 0 | 1;
  otpWithdrawal: 0 | 1;
  otpChannel: OtpChannel;
  complianceVerification: ComplianceState;
  permissions: PermissionFlags | null;
  role: UserRole;
  registrationNewFlow: boolean;
  onboardedAt: Date | null;
  passwordChangedAt: Date;
  withdrawalsLockedUntil: Date | null;
  antiPhishingCode: string | null;
  createdAt: Date;
  updatedAt: Date;
}

interface UserRow {
  id: string;
  brand_id: string;
  account_number: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  mobile: string;
  date_of_birth: string | null;
  address1: string;
  address2: string;
  city: string;
  state: string;
  country: string;
  zip_code: string;
  issue_country: string;
  company_name: string;
  currency: string;
  locale: string;
  email_verified: boolean;
  phone_verified: boolean;
  otp_login: number;
  otp_withdrawal: number;
  otp_channel: OtpChannel;
  compliance_verification: ComplianceState;
  permissions: PermissionFlags | null;
  role: UserRole;
  registration_new_flow: boolean;
  onboarded_at: Date | string | null;
  password_changed_at: Date | string;
  withdrawals_locked_until: Date | string | null;
  anti_phishing_code: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** Every column, with the date as text so no time zone shifts a birthday. */
export const userColumns = `id, brand_id, account_number, email, password_hash, first_name, last_name, mobile,
  to_char(date_of_birth, 'YYYY-MM-DD') as date_of_birth, address1, address2, city, state, country, zip_code,
  issue_country, company_name, currency, locale, email_verified, phone_verified, otp_login, otp_withdrawal,
  otp_channel, compliance_verification, permissions, role, registration_new_flow, onboarded_at,
  password_changed_at, withdrawals_locked_until, anti_phishing_code, created_at, updated_at`;

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const toDateOrNull = (value: Date | string | null) => (value === null ? null : toDate(value));

export function toUserRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    brandId: row.brand_id,
    accountNumber: row.account_number,
    email: row.email,
    passwordHash: row.password_hash,
    firstName: row.first_name,
    lastName: row.last_name,
    mobile: row.mobile,
    dateOfBirth: row.date_of_birth,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    country: row.country,
    zipCode: row.zip_code,
    issueCountry: row.issue_country,
    companyName: row.company_name,
    currency: row.currency,
    locale: row.locale,
    emailVerified: row.email_verified,
    phoneVerified: row.phone_verified,
    otpLogin: Number(row.otp_login) === 1 ? 1 : 0,
    otpWithdrawal: Number(row.otp_withdrawal) === 1 ? 1 : 0,
    otpChannel: row.otp_channel,
    complianceVerification: row.compliance_verification,
    permissions: row.permissions,
    role: row.role,
    registrationNewFlow: row.registration_new_flow,
    onboardedAt: toDateOrNull(row.onboarded_at),
    passwordChangedAt: toDate(row.password_changed_at),
    withdrawalsLockedUntil: toDateOrNull(row.withdrawals_locked_until),
    antiPhishingCode: row.anti_phishing_code,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  };
}

export function newUserId(): string {
  return `usr_${randomBytes(12).toString('hex')}`;
}

/** 10 digits, never starting with 0 (shown in the header; spec: 8+ digits). */
export function newAccountNumber(): string {
  return `${randomInt(1, 10)}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

export interface NewUser {
  brandId: string;
  email: string;
  passwordHash: string;
  firstName?: string;
  lastName?: string;
  mobile?: string;
  role?: UserRole;
  permissions?: PermissionFlags | null;
  emailVerified?: boolean;
  phoneVerified?: boolean;
  otpLogin?: 0 | 1;
  complianceVerification?: ComplianceState;
  registrationNewFlow?: boolean;
  currency?: string;
  locale?: string;
  companyName?: string;
}

/** The email is taken in this brand: the caller answers `conflict`. */
export class EmailTakenError extends Error {
  constructor() {
    super('A user with this email already exists in this brand');
    this.name = 'EmailTakenError';
  }
}

/** Inserts a user; a taken email is EmailTakenError, a rare account-number clash is retried. */
export async function insertUser(transaction: Transaction, user: NewUser): Promise<UserRecord> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const result = await transaction.query<UserRow>(
      `insert into users (id, brand_id, account_number, email, password_hash, first_name, last_name, mobile, role,
         permissions, email_verified, phone_verified, otp_login, compliance_verification, registration_new_flow,
         currency, locale, company_name)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13, $14, $15, $16, $17, $18)
       on conflict do nothing
       returning ${userColumns}`,
      [
        newUserId(),
        user.brandId,
        newAccountNumber(),
        user.email.toLowerCase(),
        user.passwordHash,
        user.firstName ?? '',
        user.lastName ?? '',
        user.mobile ?? '',
        user.role ?? 'user',
        user.permissions == null ? null : JSON.stringify(user.permissions),
        user.emailVerified ?? false,
        user.phoneVerified ?? false,
        user.otpLogin ?? 0,
        user.complianceVerification ?? 'pending',
        user.registrationNewFlow ?? false,
        user.currency ?? 'EUR',
        user.locale ?? 'en',
        user.companyName ?? '',
      ],
    );
    const row = result.rows[0];
    if (row !== undefined) return toUserRecord(row);
    if ((await findUserByEmail(transaction, user.brandId, user.email)) !== undefined) throw new EmailTakenError();
  }
  throw new Error('Could not find a free account number after 5 tries');
}

export async function findUserById(queryable: Queryable, userId: string): Promise<UserRecord | undefined> {
  const result = await queryable.query<UserRow>(`select ${userColumns} from users where id = $1`, [userId]);
  return result.rows[0] === undefined ? undefined : toUserRecord(result.rows[0]);
}

/** Locks the row for the rest of the transaction (logins and security changes of one user run one at a time). */
export async function lockUser(transaction: Transaction, userId: string): Promise<UserRecord | undefined> {
  const result = await transaction.query<UserRow>(`select ${userColumns} from users where id = $1 for update`, [
    userId,
  ]);
  return result.rows[0] === undefined ? undefined : toUserRecord(result.rows[0]);
}

export async function findUserByEmail(
  queryable: Queryable,
  brandId: string,
  email: string,
): Promise<UserRecord | undefined> {
  const result = await queryable.query<UserRow>(`select ${userColumns} from users where brand_id = $1 and email = $2`, [
    brandId,
    email.trim().toLowerCase(),
  ]);
  return result.rows[0] === undefined ? undefined : toUserRecord(result.rows[0]);
}

/** Columns a caller may change through updateUser (never id, brand or account number). */
export interface UserChanges {
  email?: string;
  passwordHash?: string;
  firstName?: string;
  lastName?: string;
  mobile?: string;
  dateOfBirth?: string | null;
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  country?: string;
  zipCode?: string;
  issueCountry?: string;
  companyName?: string;
  currency?: string;
  locale?: string;
  emailVerified?: boolean;
  phoneVerified?: boolean;
  otpLogin?: 0 | 1;
  otpWithdrawal?: 0 | 1;
  otpChannel?: OtpChannel;
  complianceVerification?: ComplianceState;
  permissions?: PermissionFlags | null;
  role?: UserRole;
  onboardedAt?: Date | null;
  passwordChangedAt?: Date;
  withdrawalsLockedUntil?: Date | null;
  antiPhishingCode?: string | null;
}

const columnOf: Record<keyof UserChanges, string> = {
  email: 'email',
  passwordHash: 'password_hash',
  firstName: 'first_name',
  lastName: 'last_name',
  mobile: 'mobile',
  dateOfBirth: 'date_of_birth',
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  state: 'state',
  country: 'country',
  zipCode: 'zip_code',
  issueCountry: 'issue_country',
  companyName: 'company_name',
  currency: 'currency',
  locale: 'locale',
  emailVerified: 'email_verified',
  phoneVerified: 'phone_verified',
  otpLogin: 'otp_login',
  otpWithdrawal: 'otp_withdrawal',
  otpChannel: 'otp_channel',
  complianceVerification: 'compliance_verification',
  permissions: 'permissions',
  role: 'role',
  onboardedAt: 'onboarded_at',
  passwordChangedAt: 'password_changed_at',
  withdrawalsLockedUntil: 'withdrawals_locked_until',
  antiPhishingCode: 'anti_phishing_code',
};

/** Updates the given columns (and updated_at); returns the user afterwards. */
export async function updateUser(transaction: Transaction, userId: string, changes: UserChanges): Promise<UserRecord> {
  const assignments: string[] = [];
  const values: unknown[] = [userId];
  for (const [name, value] of Object.entries(changes) as [keyof UserChanges, unknown][]) {
    if (value === undefined) continue;
    values.push(name === 'permissions' && value !== null ? JSON.stringify(value) : value);
    const cast = name === 'permissions' ? '::jsonb' : name === 'dateOfBirth' ? '::date' : '';
    assignments.push(`${columnOf[name]} = $${values.length}${cast}`);
  }
  assignments.push('updated_at = now()');
  const result = await transaction.query<UserRow>(
    `update users set ${assignments.join(', ')} where id = $1 returning ${userColumns}`,
    values,
  );
  const row = result.rows[0];
  if (row === undefined) throw new Error(`No user ${userId}`);
  return toUserRecord(row);
}
