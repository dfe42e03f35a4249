import { create } from 'zustand';

/**
 * App state of the members session that is not server data: whether a login is waiting for its
 * OTP code (spec §4 "no token goes to /double-auth when OTP is pending") and whether the Session
 * Timeout modal is up (spec §2, §8: invalid_session while polling).
 */
interface SessionState {
  otpPending: boolean;
  sessionTimedOut: boolean;
  setOtpPending: (pending: boolean) => void;
  showSessionTimeout: () => void;
  reset: () => void;
}

export const useSessionStore = create<SessionState>((set) => ({
  otpPending: false,
  sessionTimedOut: false,
  setOtpPending: (otpPending) => set({ otpPending }),
  showSessionTimeout: () => set({ sessionTimedOut: true }),
  reset: () => set({ otpPending: false, sessionTimedOut: false }),
}));
