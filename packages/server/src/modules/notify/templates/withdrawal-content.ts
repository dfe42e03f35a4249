import { formatAmount } from '@platform/core';
import type { EmailContent } from './email-content.js';
import { withdrawalCopyByLocale } from './locales/withdrawals.js';
import type { ContentContext } from './template-content.js';
import type { TemplateParams } from './template-params.js';

/** A waiting period in the reader's language: whole hours, else whole minutes, else seconds (test mode). */
function duration(seconds: number, intlTag: string): string {
  const [value, unit] =
    seconds % 3600 === 0
      ? [seconds / 3600, 'hour']
      : seconds % 60 === 0
        ? [seconds / 60, 'minute']
        : [seconds, 'second'];
  return new Intl.NumberFormat(intlTag, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** The withdrawals module's emails (copy in locales/withdrawals.ts). */
export const withdrawalContentBuilders = {
  beneficiary_added: (params: TemplateParams<'beneficiary_added'>, context: ContentContext): EmailContent => {
    const copy = withdrawalCopyByLocale[context.locale].beneficiaryAdded;
    return {
      subject: copy.subject(context.brandName),
      heading: copy.heading,
      paragraphs: [copy.intro],
      details: [
        { label: copy.label, value: params.label },
        { label: copy.destination, value: params.destination },
      ],
      action: { label: copy.action, url: params.confirmUrl },
      notes: [
        copy.waiting(duration(params.waitingSeconds, context.intlTag)),
        copy.expires,
        copy.notYou(context.brandName),
      ],
    };
  },
  withdrawal_update: (params: TemplateParams<'withdrawal_update'>, context: ContentContext): EmailContent => {
    const copy = withdrawalCopyByLocale[context.locale].update;
    const format = (amount: bigint) =>
      formatAmount(params.currency, amount, { locale: context.locale, withCurrency: true });
    const amount = format(params.amountBaseUnits);
    const returned = params.event === 'failed' || params.event === 'rejected';
    return {
      subject: copy.subject[params.event](amount),
      heading: copy.subject[params.event](amount),
      paragraphs: [copy.intro[params.event], ...(returned ? [copy.fundsReturned] : [])],
      details: [
        { label: copy.amount, value: amount },
        { label: copy.fee, value: format(params.feeBaseUnits) },
        { label: copy.destination, value: params.destination },
        ...(params.txid === undefined ? [] : [{ label: copy.txid, value: params.txid }]),
        ...(params.reason === undefined ? [] : [{ label: copy.reason, value: params.reason }]),
      ],
      notes: [copy.notYou(context.brandName)],
    };
  },
};
