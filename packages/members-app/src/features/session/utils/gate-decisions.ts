import {
  authGuard,
  expiredPasswordError,
  membersLoginGate,
  pollingFailureDecision,
  type GateUserInput,
  type GuardDecision,
  type Lookup,
  type FlagValue,
} from '@platform/core';
import type { CurrentUserLookup } from '../../../lib/session/get-current-user.js';

/**
 * Glue between GET /users/me and core's gate rules (spec §4). The token cookie is HttpOnly, so the
 * rules' "token" is "GET /users/me did not answer unauthorized" (see get-current-user.ts).
 */
function tokenOf(lookup: CurrentUserLookup): string | null {
  return lookup.status === 'signedOut' ? null : 'session-cookie';
}

function userLookupOf(lookup: CurrentUserLookup): Lookup<GateUserInput> | undefined {
  if (lookup.status === 'signedIn') return { ok: true, value: lookup.user };
  if (lookup.status === 'failed') return { ok: false, error: lookup.error };
  return undefined;
}

export type MembersDecision = GuardDecision | { showSessionTimeout: true; clearToken: true };

/**
 * Members area: the auth guard on entering a page; once the page had a signed-in user, a failed
 * poll follows the polling rule instead (invalid_session → Session Timeout modal, expired_password →
 * /change-password, anything else waits for the next poll).
 */
export function membersDecision(input: {
  lookup: CurrentUserLookup;
  otpPending: boolean;
  hasRegAttemptCookie: boolean;
  path: string;
  hadSession: boolean;
}): MembersDecision {
  if (input.lookup.status === 'failed' && input.hadSession) {
    const polling = pollingFailureDecision(input.lookup.error);
    if ('retry' in polling) return { allow: true };
    return polling;
  }
  return authGuard({
    token: tokenOf(input.lookup),
    otpPending: input.otpPending,
    userLookup: userLookupOf(input.lookup),
    hasRegAttemptCookie: input.hasRegAttemptCookie,
    path: input.path,
  });
}

/**
 * Members login pages: core's login gate. One addition: an expired password sends the user to
 * /change-password (the auth guard's rule for that error) instead of signing them out, or a user
 * whose password expired could never sign in to change it.
 */
export function loginPagesDecision(input: {
  lookup: CurrentUserLookup;
  registrationNewFlow: FlagValue;
  hasRegAttemptCookie: boolean;
}): GuardDecision {
  if (input.lookup.status === 'failed' && input.lookup.error === expiredPasswordError) {
    return { redirect: '/change-password' };
  }
  return membersLoginGate({
    token: tokenOf(input.lookup),
    userLookup: userLookupOf(input.lookup),
    registration_new_flow: input.registrationNewFlow,
    hasRegAttemptCookie: input.hasRegAttemptCookie,
  });
}
