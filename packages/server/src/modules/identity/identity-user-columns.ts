import type { Transaction } from '../../db/database.js';

/**
 * The users columns the identity module writes (the accounts module owns the table and everything
 * else in it): the two-factor settings and the KYC state. Reads go through accounts' findUserById.
 */
export type OtpChannel = 'email' | 'sms' | 'totp';
export type ComplianceState = 'pending' | 'review' | 'successful' | 'failed';

export interface TwoFactorSettings {
  otpLogin: 0 | 1;
  otpWithdrawal: 0 | 1;
  otpChannel: OtpChannel;
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
export async function lockIdentityColumns(
  transaction: Transaction,
  userId: string,
): Promise<
  | (TwoFactorSettings & {
      brandId: string;
      email: string;
      emailVerified: boolean;
      phoneVerified: boolean;
      mobile: string;
      complianceVerification: ComplianceState;
    })
  | null
> {
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
