/**
 * The users columns the identity module writes: the two-factor settings and the KYC state. The
 * accounts module owns the table and writes them through these functions of its own; reads go
 * through accounts' findUserById.
 */
export type { ComplianceState } from '../accounts/index.js';
export type { TwoFactorSettings } from '../accounts/index.js';
export type OtpChannel = 'email' | 'sms' | 'totp';
export {
  lockIdentitySettings as lockIdentityColumns,
  setComplianceVerification,
  updateTwoFactorSettings,
} from '../accounts/index.js';
