/**
 * What a gate or guard decides. A redirect may also ask the caller to clear cookies; the caller
 * performs the I/O. Guards never redirect to the path the user is already on (that would loop):
 * `redirectUnlessHere` turns such a redirect into `allow`.
 */
export type AppPath = `/${string}`;

export interface RedirectDecision {
  redirect: AppPath;
  /** Remove the `token` cookie (members session). */
  clearToken?: true;
  /** Remove the `flow_tokens` cookie (guest checkout session). */
  clearFlowToken?: true;
  /** Remove the `regAttempt` cookie. */
  clearRegAttempt?: true;
}

export interface AllowDecision {
  allow: true;
}

export type GuardDecision = RedirectDecision | AllowDecision;

export const allow: AllowDecision = Object.freeze({ allow: true });

export function isRedirect(decision: GuardDecision): decision is RedirectDecision {
  return 'redirect' in decision;
}

/** Compares paths without trailing slashes, query or hash. */
export function samePath(a: string, b: string): boolean {
  const clean = (path: string) => path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  return clean(a) === clean(b);
}

export function redirectUnlessHere(currentPath: string | undefined, decision: RedirectDecision): GuardDecision {
  if (currentPath !== undefined && samePath(currentPath, decision.redirect) && !decision.clearToken) return allow;
  return decision;
}
