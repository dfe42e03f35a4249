import type { Translation } from '../shape.js';

/**
 * Namespace `widget`: the merchant payment widget (spec §2 "Widget" and "Widget header"). The
 * iframe's translator has no i18n runtime: `{{name}}` placeholders are filled by the widget.
 */
export const en = {
  header: { paymentFor: 'Payment for {{product}}', payWith: 'Pay with {{coin}} ({{iso}})', orderId: 'Order ID' },
  testMode: 'Test mode',
  home: {
    title: 'Choose how to pay',
    intro: 'Select the currency you want to pay with.',
    preparing: 'Preparing your payment…',
    noCurrencies: 'This merchant does not accept any currency at the moment.',
  },
  payment: {
    amountLabel: 'Amount to send',
    addressLabel: 'Address',
    tagLabel: 'Destination tag',
    tagHint: 'Include the destination tag, or the payment cannot be matched to your order.',
    qrLabel: 'QR code with the payment details',
    openInWallet: 'Open in wallet',
    timeLeft: 'Time left to pay',
    timeUp: 'Time is up. Waiting for the network to confirm the payment status…',
    orderTotal: 'Order total',
    rate: 'Fixed rate',
    rateValue: '1 {{iso}} = {{price}}',
    partialTitle: 'Partially paid',
    partialText: 'We received part of the payment. Send the rest to the same address.',
    remainingLabel: 'Remaining amount to send',
  },
  copy: {
    copied: 'Copied',
    failed: 'Could not copy. Select the text and copy it.',
    amount: 'Copy amount',
    address: 'Copy address',
    tag: 'Copy destination tag',
  },
  detected: {
    title: 'Payment detected',
    text: 'Your payment is on its way. It is final once the network confirms it.',
    confirmations: '{{count}} of {{required}} confirmations',
  },
  success: {
    title: 'Payment complete',
    text: 'Thank you! Your payment has been received.',
    overpaid: 'You sent more than the amount due. Contact the merchant about the difference.',
    returnToMerchant: 'Return to merchant',
  },
  failed: {
    title: 'Payment not completed',
    expired: 'The time to pay has run out.',
    invalid: 'The payment was not confirmed in time.',
    partial: 'Only part of the payment arrived before the time ran out.',
    missingLabel: 'Amount still missing',
    paidLate: 'Your payment arrived after the time ran out. The merchant will decide whether to accept or refund it.',
    contactMerchant: 'Please contact the merchant or make another transaction.',
    backToMerchant: 'Back to merchant',
  },
  redirect: {
    title: 'Back to the merchant',
    text: 'Your payment is complete.',
    continueTo: 'Continue to {{merchant}}',
    closeHint: 'You can close this window now.',
  },
  announce: {
    new: 'Waiting for your payment.',
    partial: 'Partial payment received. Send the remaining amount.',
    processing: 'Payment detected: {{count}} of {{required}} confirmations.',
    settled: 'Payment complete.',
    expired: 'The time to pay has run out.',
    invalid: 'The payment was not confirmed in time.',
    paidLate: 'Your payment arrived after the time ran out.',
  },
};

/** The shape every other locale of this folder must have (English is the fallback). */
export type WidgetTexts = Translation<typeof en>;
