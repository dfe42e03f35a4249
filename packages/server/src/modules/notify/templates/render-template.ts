import { intlLocale, type LocaleCode } from '@platform/core';
import { z } from 'zod';
import type { BrandIdentity } from './brand-identity.js';
import { renderEmail, type RenderedMessage } from './email-layout.js';
import { copyByLocale } from './locales/index.js';
import { contentBuilders, type ContentContext } from './template-content.js';
import {
  templateChannels,
  templateParamsSchemas,
  type NotificationMessage,
  type TemplateName,
} from './template-params.js';

/** Set by the user in their security settings; shown in every email so a fake one stands out. */
export const antiPhishingCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[^\p{Cc}]+$/u, { message: 'must not contain control characters' });

export interface RenderTemplateInput {
  locale: LocaleCode;
  brand: BrandIdentity;
  antiPhishingCode?: string | undefined;
  message: NotificationMessage;
  /** Test mode: every subject (and SMS) starts with the TEST MODE prefix, every email body with its notice. */
  testMode?: boolean | undefined;
}

export interface RenderedNotification extends RenderedMessage {
  channel: 'email' | 'sms';
  template: TemplateName;
}

/** Headers are one line: a name with a line break must not start a new header. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

/**
 * A pure function of (locale, brand, params): the localized subject, plain text and HTML of one
 * notification. Throws a ZodError when the parameters are invalid (a programming error of the caller).
 */
export function renderTemplate(input: RenderTemplateInput): RenderedNotification {
  const copy = copyByLocale[input.locale];
  const intlTag = intlLocale(input.locale);
  const template = input.message.template;
  const channel = templateChannels[template];
  const antiPhishingCode =
    input.antiPhishingCode === undefined ? undefined : antiPhishingCodeSchema.parse(input.antiPhishingCode);
  const testMode = input.testMode === true;
  const marked = (text: string) => (testMode ? `${copy.layout.testModeSubjectPrefix} ${text}` : text);

  if (input.message.template === 'sms_verification_code') {
    const params = templateParamsSchemas.sms_verification_code.parse(input.message.params);
    return {
      channel,
      template,
      subject: '',
      text: marked(copy.smsVerificationCode.text(input.brand.name, params.code)),
      html: undefined,
    };
  }

  const context: ContentContext = { copy, locale: input.locale, intlTag, brandName: input.brand.name };
  const content = buildContent(input.message, context);
  const rendered = renderEmail(
    { ...content, subject: marked(oneLine(content.subject)) },
    { copy, brand: input.brand, antiPhishingCode, intlTag, testMode },
  );
  return { channel, template, ...rendered };
}

function buildContent(
  message: Exclude<NotificationMessage, { template: 'sms_verification_code' }>,
  context: ContentContext,
) {
  switch (message.template) {
    case 'email_verification_code':
      return contentBuilders.email_verification_code(
        templateParamsSchemas.email_verification_code.parse(message.params),
        context,
      );
    case 'login_code':
      return contentBuilders.login_code(templateParamsSchemas.login_code.parse(message.params), context);
    case 'password_reset':
      return contentBuilders.password_reset(templateParamsSchemas.password_reset.parse(message.params), context);
    case 'security_changed':
      return contentBuilders.security_changed(templateParamsSchemas.security_changed.parse(message.params), context);
    case 'login_alert':
      return contentBuilders.login_alert(templateParamsSchemas.login_alert.parse(message.params), context);
    case 'kyc_outcome':
      return contentBuilders.kyc_outcome(templateParamsSchemas.kyc_outcome.parse(message.params), context);
    case 'payment_link':
      return contentBuilders.payment_link(templateParamsSchemas.payment_link.parse(message.params), context);
    case 'deposit_received':
      return contentBuilders.deposit_received(templateParamsSchemas.deposit_received.parse(message.params), context);
    case 'webhook_disabled':
      return contentBuilders.webhook_disabled(templateParamsSchemas.webhook_disabled.parse(message.params), context);
    case 'beneficiary_added':
      return contentBuilders.beneficiary_added(templateParamsSchemas.beneficiary_added.parse(message.params), context);
    case 'withdrawal_update':
      return contentBuilders.withdrawal_update(templateParamsSchemas.withdrawal_update.parse(message.params), context);
  }
}
