import type { SecurityChange } from './template-params.js';

/**
 * Every sentence of every notification, per locale. Each locale file implements this interface,
 * so a missing translation is a type error. Functions take already-formatted values; the layout
 * escapes everything for HTML.
 */
export interface NotifyCopy {
  layout: {
    antiPhishingLabel: string;
    antiPhishingHint: (brand: string) => string;
    automatedNotice: (brand: string) => string;
    support: (email: string) => string;
    linkFallback: string;
    /** Test mode (TEST_MODE): before every subject and SMS, so a test message is never taken for a real one. */
    testModeSubjectPrefix: string;
    /** Test mode: the first line of every email body. */
    testModeNotice: (brand: string) => string;
  };
  code: {
    neverShare: (brand: string) => string;
    expires: (minutes: number) => string;
    ignore: string;
  };
  emailVerificationCode: { subject: (brand: string) => string; heading: string; intro: string };
  smsVerificationCode: { text: (brand: string, code: string) => string };
  loginCode: { subject: (brand: string) => string; heading: string; intro: string };
  passwordReset: {
    subject: (brand: string) => string;
    heading: string;
    intro: string;
    action: string;
    expires: (minutes: number) => string;
  };
  securityChanged: {
    subject: Record<SecurityChange, (brand: string) => string>;
    intro: Record<SecurityChange, string>;
    withdrawalLock: (hours: number) => string;
    notYou: (brand: string) => string;
  };
  loginAlert: {
    subject: (brand: string) => string;
    heading: string;
    intro: string;
    time: string;
    ip: string;
    country: string;
    device: string;
    notYou: (brand: string) => string;
  };
  /** The reviewer's outcome of an identity verification (KYC); the approval sentence is core's accountVerified. */
  kycOutcome: {
    subject: { approved: (brand: string) => string; rejected: (brand: string) => string };
    approvedNext: string;
    rejectedIntro: string;
    reason: string;
    tryAgain: string;
  };
  paymentLink: {
    subject: (merchant: string) => string;
    heading: string;
    intro: (merchant: string) => string;
    amount: string;
    product: string;
    action: string;
  };
  /** A chain deposit credited to the user's wallet (amount already formatted with its coin). */
  depositReceived: {
    subject: (amount: string) => string;
    heading: string;
    intro: (brand: string) => string;
    amount: string;
    txid: string;
    confirmations: string;
    seeWallet: string;
  };
  /** A merchant's webhook endpoint disabled by the webhooks module (today: it answered 410 Gone). */
  webhookDisabled: {
    subject: (merchant: string) => string;
    heading: string;
    intro: string;
    url: string;
    reason: string;
    reasons: { gone: string };
    time: string;
    nextSteps: string;
  };
}

/** Plural forms by CLDR category; `other` is required, the rest fall back to it. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export function pluralFor(intlTag: string, count: number, forms: PluralForms): string {
  const category = new Intl.PluralRules(intlTag).select(count);
  return forms[category] ?? forms.other;
}
