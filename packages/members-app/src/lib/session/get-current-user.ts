import { cookieNames, userSchema, type User } from '@platform/core';
import { apiClient } from '../api-client.js';
import { readApiFailure } from '../api-failure.js';
import { readCookie } from '../cookies.js';

/**
 * The outcome of GET /users/me as the gates need it (spec §4, §7). The app cannot see the HttpOnly
 * token cookie; the server sets and clears the page-readable `signed_in` cookie with it, so without
 * that cookie there is no session and nothing is asked (an anonymous page view made a 401 in the
 * console). With it, "has a token" means "the API did not answer `unauthorized`": signedOut is the
 * no-token case; failed carries the first error the API reported (invalid_session, expired_password).
 * A network failure is not an outcome: the query keeps its last answer and retries.
 */
export type CurrentUserLookup =
  { status: 'signedIn'; user: User } | { status: 'signedOut' } | { status: 'failed'; error: string | null };

export const currentUserQueryKey = ['currentUser'] as const;

/** Spec §7: GET /users/me is polled every 10 seconds in the members area. */
export const currentUserPollingMs = 10_000;

/** Whether the server's page-readable signed_in cookie is there: without it there is no session. */
export function hasSessionCookie(): boolean {
  return readCookie(cookieNames.signedIn) !== undefined;
}

export async function getCurrentUser(): Promise<CurrentUserLookup> {
  if (!hasSessionCookie()) return { status: 'signedOut' };
  try {
    const answer = await apiClient().getMe();
    return { status: 'signedIn', user: answer.request_details.user_info };
  } catch (error) {
    const failure = readApiFailure(error);
    if (failure.code === 'network' || failure.code === 'invalid_json') throw error;
    if (failure.code === 'unauthorized') return { status: 'signedOut' };
    // Spec §7: error_message.session_key.error[0] (invalid_session), error_message.me.error[0] (expired_password).
    const error_ = failure.byField['session_key'] ?? failure.byField['me'] ?? failure.first ?? failure.code;
    return { status: 'failed', error: error_ };
  }
}

/** Parses a user as GET /users/me answers it (tests and the login call share it). */
export function parseUser(value: unknown): User {
  return userSchema.parse(value);
}
