import type { Queryable, Transaction } from '../../db/database.js';
import type { ComplianceState, OtpChannel } from './user-repository.js';

/**
 * The users columns the identity module decides on (the accounts module owns the table): the
 * two-factor settings and the KYC state, plus the names the KYC reviewer queue shows.
 */
export interface TwoFactorSettings {
  otpLogin: 0 | 1;
  otpWithdrawal: 0 | 1;
  otpChannel: OtpChannel;
}

export interface IdentitySettings extends TwoFactorSettings {
  brandId: string;
  email: string;
  emailVerified: boolean;
  phoneVerified: boolean;
  mobile: string;
  complianceVerification: ComplianceState;
}

export async function updateTwoFactorSettings(
  transaction: Transaction,
  userId: string,
  settings: TwoFactorSettings,
): Promise<void> {
  await transaction.query(
    `update users set otp_login = $2, otp_withdrawal = $3, otp_channel = $4, updated_at = now() where id = $1`,
    [userId, settings.otpLogin, settings.otpWithdrawal, settings.otpChannel],
  );
}

export async function setComplianceVerification(
  transaction: Transaction,
  userId: string,
  state: ComplianceState,
): Promise<void> {
  await transaction.query('update users set compliance_verification = $2, updated_at = now() where id = $1', [
    userId,
    state,
  ]);
}

/** Locks the user's row and answers the columns identity decides on (null when there is no such user). */
export async function lockIdentitySettings(transaction: Transaction, userId: string): Promise<IdentitySettings | null> {
  const result = await transaction.query<{
    brand_id: string;
    email: string;
    email_verified: boolean;
    phone_verified: boolean;
    mobile: string;
    otp_login: number;
    otp_withdrawal: number;
    otp_channel: OtpChannel;
    compliance_verification: ComplianceState;
  }>(
    `select brand_id, email, email_verified, phone_verified, mobile, otp_login, otp_withdrawal, otp_channel,
            compliance_verification
     from users where id = $1 for update`,
    [userId],
  );
  const row = result.rows[0];
  if (row === undefined) return null;
  return {
    brandId: row.brand_id,
    email: row.email,
    emailVerified: row.email_verified,
    phoneVerified: row.phone_verified,
    mobile: row.mobile,
    otpLogin: row.otp_login === 1 ? 1 : 0,
    otpWithdrawal: row.otp_withdrawal === 1 ? 1 : 0,
    otpChannel: row.otp_channel,
    complianceVerification: row.compliance_verification,
  };
}

/** What a reviewer sees of a user beside their KYC submission. */
export interface UserContact {
  email: string;
  firstName: string;
  lastName: string;
  accountNumber: string;
}

/** The contacts of these users by id (users not found are left out). */
export async function findUserContacts(
  queryable: Queryable,
  userIds: readonly string[],
): Promise<Map<string, UserContact>> {
  if (userIds.length === 0) return new Map();
  const result = await queryable.query<{
    id: string;
    email: string;
    first_name: string;
    last_name: string;
    account_number: string;
  }>('select id, email, first_name, last_name, account_number from users where id = any($1::text[])', [
    [...new Set(userIds)],
  ]);
  return new Map(
    result.rows.map((row) => [
      row.id,
      { email: row.email, firstName: row.first_name, lastName: row.last_name, accountNumber: row.account_number },
    ]),
  );
}
