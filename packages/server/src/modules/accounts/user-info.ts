import type { User, UserInput } from '@platform/core';
import type { UserRecord } from './user-repository.js';

/** What the wallets module adds to GET /users/me (plugged in through app.accounts.provideAccountSummaryWith). */
export interface AccountSummary {
  account_values: Record<string, string>;
  wallets: UserInput['wallets'];
}

/** The personal details of spec §3's User as both GET /users/me and the profile calls answer them. */
export function personalDetailsOf(user: UserRecord) {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    mobile: user.mobile,
    dateOfBirth: user.dateOfBirth ?? '',
    address1: user.address1,
    address2: user.address2,
    city: user.city,
    state: user.state,
    country: user.country,
    zipCode: user.zipCode,
    issueCountry: user.issueCountry,
  };
}

/**
 * `request_details.user_info` of GET /users/me: the User of spec §3 as core's userSchema parses
 * it, plus account_number (members header) and double_auth (spec §4: 1 only when this session's
 * login OTP is verified).
 */
export function toUserInfo(
  user: UserRecord,
  session: { otpState: 'sent' | 'verified' | null },
  summary: AccountSummary,
): UserInput & {
  client_id: string;
  user_id: string;
  account_number: string;
  double_auth: 0 | 1;
  role: UserRecord['role'];
  otp_channel: string;
} {
  return {
    client_id: user.id,
    user_id: user.id,
    ...personalDetailsOf(user),
    emailVerification: user.emailVerified ? 1 : 0,
    phoneVerification: user.phoneVerified ? 1 : 0,
    OTPLogin: user.otpLogin,
    OTPWithdrawal: user.otpWithdrawal,
    verifications: { OTPLogin: session.otpState },
    complianceVerification: user.complianceVerification,
    permissions: user.permissions as User['permissions'] & UserInput['permissions'],
    currency: user.currency,
    account_values: summary.account_values,
    wallets: summary.wallets,
    companyName: user.companyName,
    account_number: user.accountNumber,
    double_auth: session.otpState === 'verified' ? 1 : 0,
    role: user.role,
    otp_channel: user.otpChannel,
  };
}
