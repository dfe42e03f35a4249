/**
 * The members session: the current user (GET /users/me through the query cache), the API client,
 * the gates of spec §4 and the Session Timeout modal. Other features use only what is exported here.
 */
import './components/ui.css';

export { apiClient, createAppApiClient, useApiClientStore } from './api/api-client.js';
export { readApiFailure, type ApiFailure } from './api/api-failure.js';
export { useFailureText, failureText, knownMessageKey } from './api/failure-text.js';
export {
  currentUserQueryKey,
  currentUserPollingMs,
  getCurrentUser,
  type CurrentUserLookup,
} from './api/get-current-user.js';
export { useCurrentUser, useCurrentUserQuery } from './hooks/use-current-user.js';
export { useSignOut, clearSession } from './hooks/use-sign-out.js';
export { useRefreshCurrentUser } from './hooks/use-refresh-current-user.js';
export { useSessionStore } from './stores/session-store.js';
export { useModalStore } from './stores/modal-store.js';
export { Modal } from './components/modal.js';
export { MembersAuthGuard } from './components/members-auth-guard.js';
export { MembersLoginGate } from './components/members-login-gate.js';
