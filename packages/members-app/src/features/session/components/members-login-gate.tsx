import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cookieNames, type Configuration, type GuardDecision } from '@platform/core';
import { readCookie, writeCookie } from '../../../lib/cookies.js';
import { loginPagesDecision } from '../utils/gate-decisions.js';
import { useCurrentUserQuery } from '../../../lib/session/use-current-user.js';
import { useClearToken } from '../hooks/use-clear-token.js';

/** Login pages the members login gate runs on; address details needs a session instead. */
const gatedPaths = new Set(['/login', '/login/token', '/register', '/register/personal_details', '/forget-password']);

/**
 * Members login gate of spec §4 on the login pages: with a session, the user is sent on (address
 * details, double-auth, verification, /buy for a regAttempt, else wallets); a failed lookup clears the
 * session and stays on /login. /register/address_details needs a signed-in user.
 */
export function MembersLoginGate({ configuration, children }: { configuration: Configuration; children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const clearToken = useClearToken();
  const query = useCurrentUserQuery();
  const lookup = query.data;
  const path = location.pathname.replace(/\/+$/, '') || '/';
  const gated = gatedPaths.has(path);

  const decision: GuardDecision | null =
    lookup === undefined
      ? null
      : gated
        ? loginPagesDecision({
            lookup,
            registrationNewFlow: configuration.registration_new_flow,
            hasRegAttemptCookie: readCookie(cookieNames.regAttempt) !== undefined,
          })
        : lookup.status === 'signedIn'
          ? { allow: true }
          : lookup.status === 'failed'
            ? { redirect: '/login', clearToken: true }
            : { redirect: '/login' };
  // The decision is recomputed on every render; the effect acts when its value changes.
  const decisionKey = JSON.stringify(decision);
  // One redirect per page: clearing the regAttempt cookie must not turn /buy into /wallets.
  const redirectedFrom = useRef<string | null>(null);

  useEffect(() => {
    const decided = JSON.parse(decisionKey) as GuardDecision | null;
    if (decided === null || 'allow' in decided || redirectedFrom.current === path) return;
    if (decided.redirect !== path) redirectedFrom.current = path;
    if (decided.clearRegAttempt) writeCookie(cookieNames.regAttempt, '', 0);
    const go = () => (decided.redirect === path ? undefined : navigate(decided.redirect, { replace: true }));
    if (decided.clearToken) void clearToken().then(go);
    else void go();
  }, [decisionKey, path, clearToken, navigate]);

  const stays = decision !== null && ('allow' in decision || decision.redirect === path);
  if (!stays) {
    return (
      <p className="app-loading" role="status">
        {t('loading')}
      </p>
    );
  }
  return <>{children}</>;
}
