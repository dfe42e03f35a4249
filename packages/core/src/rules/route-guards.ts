import { modalBackdropCleanupDelayMs } from './constants.js';
import { allow, redirectUnlessHere, type AllowDecision, type GuardDecision } from './decision.js';
import { isLoginOtpUnverified, type GateUserInput } from './user-checks.js';
import { defaultLocale, isLocaleCode, type LocaleCode } from '../i18n/locales.js';

/**
 * On every members route change (spec §4) an OTP-enabled but unverified user is pushed to
 * /double-auth, and open modals are hidden; their backdrop is removed 500 ms later (after the
 * closing animation), so a modal never stays open over the next page.
 */
export interface RouteChangeDecision {
  navigation: GuardDecision;
  hideOpenModals: true;
  backdropCleanupDelayMs: number;
}

export function routeChangeDecision(input: { user: GateUserInput | null; path: string }): RouteChangeDecision {
  const navigation =
    input.user !== null && isLoginOtpUnverified(input.user)
      ? redirectUnlessHere(input.path, { redirect: '/double-auth' })
      : allow;
  return { navigation, hideOpenModals: true, backdropCleanupDelayMs: modalBackdropCleanupDelayMs };
}

/** Logout removes the token cookie and clears the user (spec §4). */
export const logoutDecision = Object.freeze({ redirect: '/login', clearToken: true, clearUser: true } as const);

/** Widget guard of spec §4/§5: merchant_id and transaction_id in the query and a matching stored transaction. */
export interface WidgetGuardInput {
  query: { merchant_id?: string | null; transaction_id?: string | null };
  storedTransaction: { merchantId: string; transactionId: string } | null | undefined;
}

export type WidgetGuardDecision =
  | AllowDecision
  | { error: { messageKey: 'messages:guard.merchantNotRecognizedOrSessionExpired' | 'messages:guard.sessionExpired' } };

export function widgetGuard(input: WidgetGuardInput): WidgetGuardDecision {
  const merchantId = input.query.merchant_id?.trim();
  const transactionId = input.query.transaction_id?.trim();
  if (!merchantId || !transactionId) {
    return { error: { messageKey: 'messages:guard.merchantNotRecognizedOrSessionExpired' } };
  }
  const stored = input.storedTransaction;
  if (!stored || stored.merchantId !== merchantId || stored.transactionId !== transactionId) {
    return { error: { messageKey: 'messages:guard.sessionExpired' } };
  }
  return allow;
}

/**
 * Language guard of spec §4: the query lang (default en) must be one of the seven supported codes,
 * else a 404 "This page could not be found.". An empty `lang=` counts as absent.
 */
export type LanguageGuardDecision =
  { allow: true; locale: LocaleCode } | { notFound: true; statusCode: 404; messageKey: 'messages:errors.pageNotFound' };

export function languageGuard(query: { lang?: string | null }): LanguageGuardDecision {
  const lang = query.lang ?? '';
  if (lang === '') return { allow: true, locale: defaultLocale };
  if (isLocaleCode(lang)) return { allow: true, locale: lang };
  return { notFound: true, statusCode: 404, messageKey: 'messages:errors.pageNotFound' };
}
