import type { RedirectDecision } from './decision.js';

/**
 * What the members area does when its GET /users/me poll (every 10 s) fails, spec §7/§8:
 * invalid_session (a login elsewhere replaced this session) shows the Session Timeout modal,
 * expired_password goes to /change-password; other failures are left to the next poll.
 */
export type PollingFailureDecision =
  { showSessionTimeout: true; clearToken: true } | RedirectDecision | { retry: true };

export function pollingFailureDecision(error: string | null | undefined): PollingFailureDecision {
  if (error === 'invalid_session') return { showSessionTimeout: true, clearToken: true };
  if (error === 'expired_password') return { redirect: '/change-password' };
  return { retry: true };
}

/** Missing configuration goes to /error (spec §8). */
export function configurationDecision(configurationLoaded: boolean): RedirectDecision | { allow: true } {
  return configurationLoaded ? { allow: true } : { redirect: '/error' };
}
