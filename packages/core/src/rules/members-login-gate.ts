import { allow, type GuardDecision } from './decision.js';
import { isFlagOn, type FlagValue } from './inputs.js';
import type { Lookup } from './lookup.js';
import { isEmailVerified, isLoginOtpEnabled, isMobileVerified, loginOtpVerification } from './user-checks.js';
import type { GateUserInput } from './user-checks.js';
import { isAddressComplete } from '../validation/address.js';

/**
 * Members login gate of spec §4: runs on the login pages; with a valid token it sends the user on.
 *
 * Decision on verification: this gate implements its sentence as written, "If email and mobile are
 * unverified, go to /verification" (both unverified). The auth guard implements its own sentence,
 * "Unverified email or mobile" (either one). A user with only one of them verified may therefore log in
 * to /wallets and is then sent to /verification by the auth guard.
 */
export interface MembersLoginGateInput {
  token: string | null | undefined;
  /** GET /users/me with that token; absent when there is no token. */
  userLookup?: Lookup<GateUserInput>;
  registration_new_flow: FlagValue;
  hasRegAttemptCookie: boolean;
}

export function membersLoginGate(input: MembersLoginGateInput): GuardDecision {
  // Without a token the login page is shown.
  if (!input.token) return allow;
  if (!input.userLookup?.ok) return { redirect: '/login', clearToken: true };
  const user = input.userLookup.value;
  if (isFlagOn(input.registration_new_flow) && !isAddressComplete(user)) {
    return { redirect: '/register/address_details' };
  }
  if (isLoginOtpEnabled(user) && loginOtpVerification(user) === 'sent') return { redirect: '/double-auth' };
  if (!isEmailVerified(user) && !isMobileVerified(user)) return { redirect: '/verification' };
  if (input.hasRegAttemptCookie) return { redirect: '/buy', clearRegAttempt: true };
  return { redirect: '/wallets' };
}
