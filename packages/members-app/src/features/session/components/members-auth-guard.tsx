import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cookieNames, routeChangeDecision, type User } from '@platform/core';
import { readCookie } from '../../../lib/cookies.js';
import { membersDecision, type MembersDecision } from '../utils/gate-decisions.js';
import { useCurrentUserQuery } from '../../../lib/session/use-current-user.js';
import { useClearToken } from '../hooks/use-clear-token.js';
import { useSessionStore } from '../../../stores/session-store.js';
import { useModalStore } from '../../../stores/modal-store.js';
import { SessionTimeoutModal } from './session-timeout-modal.js';

/**
 * The members area's guard (spec §4, §7, §8): asks GET /users/me every 10 s, applies the auth guard
 * on entry and the polling rule afterwards, shows the Session Timeout modal on invalid_session, and
 * on every route change hides open modals and pushes an OTP-pending user to /double-auth.
 */
export function MembersAuthGuard({ children }: { children: (user: User | null) => ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const clearToken = useClearToken();
  const timedOut = useSessionStore((state) => state.sessionTimedOut);
  const otpPending = useSessionStore((state) => state.otpPending);
  const query = useCurrentUserQuery({ poll: true, enabled: !timedOut });
  const lookup = query.data;
  const hadSession = useRef(false);
  const lastUser = useRef<User | null>(null);
  if (lookup?.status === 'signedIn') {
    hadSession.current = true;
    lastUser.current = lookup.user;
  }

  const decision =
    lookup === undefined || timedOut
      ? null
      : membersDecision({
          lookup,
          otpPending,
          hasRegAttemptCookie: readCookie(cookieNames.regAttempt) !== undefined,
          path: location.pathname,
          hadSession: hadSession.current,
        });
  // The decision is recomputed on every render; the effect acts when its value changes.
  const decisionKey = JSON.stringify(decision);

  useEffect(() => {
    const decided = JSON.parse(decisionKey) as MembersDecision | null;
    if (decided === null || 'allow' in decided) return;
    if ('showSessionTimeout' in decided) {
      useSessionStore.getState().showSessionTimeout();
      void clearToken();
      return;
    }
    hadSession.current = false;
    const go = () => navigate(decided.redirect, { replace: true });
    if (decided.clearToken) void clearToken().then(go);
    else void go();
  }, [decisionKey, clearToken, navigate]);

  // Spec §4: on every members route change, hide open modals; OTP-pending users go to /double-auth.
  const user = lookup?.status === 'signedIn' ? lookup.user : null;
  const userRef = useRef(user);
  userRef.current = user;
  useEffect(() => {
    const change = routeChangeDecision({ user: userRef.current, path: location.pathname });
    useModalStore.getState().hideAll(location.pathname);
    if ('redirect' in change.navigation) void navigate(change.navigation.redirect, { replace: true });
  }, [location.pathname, navigate]);

  if (timedOut) {
    return (
      <>
        {children(lastUser.current)}
        <SessionTimeoutModal />
      </>
    );
  }
  if (decision === null || !('allow' in decision)) {
    return (
      <p className="app-loading" role="status">
        {t('loading')}
      </p>
    );
  }
  return <>{children(user)}</>;
}
