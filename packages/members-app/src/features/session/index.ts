/**
 * The members session's gates (spec §4): the members area's auth guard (GET /users/me polled every
 * 10 s, the Session Timeout modal) and the login pages' gate. The app's layouts use them; the
 * session client and hooks every feature uses live in `lib/session`.
 */
export { MembersAuthGuard } from './components/members-auth-guard.js';
export { MembersLoginGate } from './components/members-login-gate.js';
