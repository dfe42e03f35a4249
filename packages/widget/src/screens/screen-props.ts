import type { LocaleCode } from '@platform/core';
import type { Translate } from '../i18n/texts.js';
import type { SessionState } from '../payment/payment-session.js';

export type ReadySession = Extract<SessionState, { phase: 'ready' }>;

/** What every payment screen renders from: the loaded session, the language, and focus. */
export interface ScreenProps {
  session: ReadySession;
  locale: LocaleCode;
  t: Translate;
  /** The screen replaced another one: its heading may take the focus. */
  focusHeading: boolean;
}
