import { isFlagOn, type FlagValue, type UserPermissionsInput } from './inputs.js';
import type { AddressInput } from '../validation/address.js';

/** The current-user fields the gates and guards read (spec §3 User). */
export interface GateUserInput extends UserPermissionsInput, AddressInput {
  OTPLogin?: FlagValue;
  verifications?: { OTPLogin?: string | null } | null;
  emailVerification?: FlagValue;
  phoneVerification?: FlagValue;
}

export function isLoginOtpEnabled(user: GateUserInput): boolean {
  return isFlagOn(user.OTPLogin);
}

/** The state of the login OTP verification, e.g. 'sent' or 'verified'. */
export function loginOtpVerification(user: GateUserInput): string {
  return (user.verifications?.OTPLogin ?? '').trim().toLowerCase();
}

export function isEmailVerified(user: GateUserInput): boolean {
  return isFlagOn(user.emailVerification);
}

export function isMobileVerified(user: GateUserInput): boolean {
  return isFlagOn(user.phoneVerification);
}

/** Spec §4: double auth is 1 only when the login OTP verification is verified, else 0. */
export function doubleAuthFlag(user: GateUserInput): 0 | 1 {
  return loginOtpVerification(user) === 'verified' ? 1 : 0;
}

/** OTP enabled but not verified (auth guard and route change of spec §4). */
export function isLoginOtpUnverified(user: GateUserInput): boolean {
  return isLoginOtpEnabled(user) && doubleAuthFlag(user) === 0;
}
