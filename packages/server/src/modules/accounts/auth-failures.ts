import { DomainError } from '../../errors/domain-error.js';
import { accountsTexts } from './accounts-texts.js';

/** The failures of the auth hooks, in the envelope shapes the members app reads (spec §7). */
export const authFailures = {
  unauthorized: () => new DomainError('unauthorized', { session_key: 'unauthorized' }),
  /** The session was ended (replaced by a login elsewhere, ended by the user or a security change). */
  invalidSession: () => new DomainError('invalid_session', { session_key: 'invalid_session' }),
  /** The login OTP of this session is sent but not entered yet: the client goes to /double-auth. */
  otpPending: () => new DomainError('forbidden', { otp: 'otp_required' }),
  forbidden: () => new DomainError('forbidden', { general: accountsTexts.en.forbidden }),
  crossSite: () => new DomainError('forbidden', { origin: accountsTexts.en.crossSite }),
  stepUpRequired: () => new DomainError('step_up_required', { step_up: accountsTexts.en.stepUpRequired }),
};
