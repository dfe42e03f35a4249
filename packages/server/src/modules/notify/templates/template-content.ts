import { formatAmount, type LocaleCode } from '@platform/core';
import { allLocaleResources } from '@platform/core/i18n/every-locale';
import type { NotifyCopy } from './copy.js';
import type { EmailContent } from './email-content.js';
import type { TemplateName, TemplateParams } from './template-params.js';
import { withdrawalContentBuilders } from './withdrawal-content.js';

/** What an email template needs besides its parameters. */
export interface ContentContext {
  copy: NotifyCopy;
  locale: LocaleCode;
  intlTag: string;
  brandName: string;
}

type EmailTemplateName = Exclude<TemplateName, 'sms_verification_code'>;
type ContentBuilders = {
  [Name in EmailTemplateName]: (params: TemplateParams<Name>, context: ContentContext) => EmailContent;
};

function codeEmail(
  texts: { subject: (brand: string) => string; heading: string; intro: string },
  params: { code: string; expiresInMinutes: number },
  { copy, brandName }: ContentContext,
): EmailContent {
  return {
    subject: texts.subject(brandName),
    heading: texts.heading,
    paragraphs: [texts.intro],
    code: params.code,
    notes: [copy.code.expires(params.expiresInMinutes), copy.code.neverShare(brandName), copy.code.ignore],
  };
}

/** Login alerts show times in UTC, named, so the reader never guesses the time zone. */
function formatUtcTime(time: Date, intlTag: string): string {
  const text = new Intl.DateTimeFormat(intlTag, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
    time,
  );
  return `${text} UTC`;
}

function countryName(code: string, intlTag: string): string {
  const name = new Intl.DisplayNames([intlTag], { type: 'region', fallback: 'code' }).of(code);
  return name === undefined || name === code ? code : `${name} (${code})`;
}

export const contentBuilders: ContentBuilders = {
  email_verification_code: (params, context) => codeEmail(context.copy.emailVerificationCode, params, context),
  login_code: (params, context) => codeEmail(context.copy.loginCode, params, context),
  password_reset: (params, { copy, brandName }) => ({
    subject: copy.passwordReset.subject(brandName),
    heading: copy.passwordReset.heading,
    paragraphs: [copy.passwordReset.intro],
    action: { label: copy.passwordReset.action, url: params.resetUrl },
    notes: [copy.passwordReset.expires(params.expiresInMinutes), copy.code.ignore],
  }),
  security_changed: (params, { copy, brandName }) => ({
    subject: copy.securityChanged.subject[params.change](brandName),
    heading: copy.securityChanged.subject[params.change](brandName),
    paragraphs: [
      copy.securityChanged.intro[params.change],
      copy.securityChanged.withdrawalLock(params.withdrawalLockHours),
    ],
    notes: [copy.securityChanged.notYou(brandName)],
  }),
  login_alert: (params, { copy, brandName, intlTag }) => ({
    subject: copy.loginAlert.subject(brandName),
    heading: copy.loginAlert.heading,
    paragraphs: [copy.loginAlert.intro],
    details: [
      { label: copy.loginAlert.time, value: formatUtcTime(params.time, intlTag) },
      { label: copy.loginAlert.ip, value: params.ip },
      { label: copy.loginAlert.country, value: countryName(params.country, intlTag) },
      { label: copy.loginAlert.device, value: params.device },
    ],
    notes: [copy.loginAlert.notYou(brandName)],
  }),
  kyc_outcome: (params, { copy, brandName, locale }) =>
    params.outcome === 'approved'
      ? {
          subject: copy.kycOutcome.subject.approved(brandName),
          heading: allLocaleResources()[locale].messages.user.accountVerified,
          paragraphs: [copy.kycOutcome.approvedNext],
          notes: [],
        }
      : {
          subject: copy.kycOutcome.subject.rejected(brandName),
          heading: copy.kycOutcome.subject.rejected(brandName),
          paragraphs: [copy.kycOutcome.rejectedIntro],
          details: [{ label: copy.kycOutcome.reason, value: params.reason ?? '' }],
          notes: [copy.kycOutcome.tryAgain],
        },
  payment_link: (params, { copy, locale }) => ({
    subject: copy.paymentLink.subject(params.merchantName),
    heading: copy.paymentLink.heading,
    paragraphs: [copy.paymentLink.intro(params.merchantName)],
    details: [
      {
        label: copy.paymentLink.amount,
        value: formatAmount(params.currency, params.amountBaseUnits, { locale, withCurrency: true }),
      },
      { label: copy.paymentLink.product, value: params.product },
    ],
    action: { label: copy.paymentLink.action, url: params.link },
    notes: [],
  }),
  deposit_received: (params, { copy, brandName, locale, intlTag }) => {
    const amount = formatAmount(params.currency, params.amountBaseUnits, { locale, withCurrency: true });
    return {
      subject: copy.depositReceived.subject(amount),
      heading: copy.depositReceived.heading,
      paragraphs: [copy.depositReceived.intro(brandName)],
      details: [
        { label: copy.depositReceived.amount, value: amount },
        { label: copy.depositReceived.txid, value: params.txid },
        {
          label: copy.depositReceived.confirmations,
          value: new Intl.NumberFormat(intlTag).format(params.confirmations),
        },
      ],
      notes: [copy.depositReceived.seeWallet],
    };
  },
  webhook_disabled: (params, { copy, intlTag }) => ({
    subject: copy.webhookDisabled.subject(params.merchantName),
    heading: copy.webhookDisabled.heading,
    paragraphs: [copy.webhookDisabled.intro],
    details: [
      { label: copy.webhookDisabled.url, value: params.webhookUrl },
      { label: copy.webhookDisabled.reason, value: copy.webhookDisabled.reasons[params.reason] },
      { label: copy.webhookDisabled.time, value: formatUtcTime(params.disabledAt, intlTag) },
    ],
    notes: [copy.webhookDisabled.nextSteps],
  }),
  ...withdrawalContentBuilders,
};
