import { pluralFor, type NotifyCopy } from '../copy.js';

const minutes = (count: number) => pluralFor('en', count, { one: `${count} minute`, other: `${count} minutes` });
const hours = (count: number) => pluralFor('en', count, { one: `${count} hour`, other: `${count} hours` });

export const en: NotifyCopy = {
  layout: {
    antiPhishingLabel: 'Your anti-phishing code',
    antiPhishingHint: (brand) =>
      `Every genuine email from ${brand} shows this code. If it is missing or different, do not click any link and contact support.`,
    automatedNotice: (brand) => `This is an automated message from ${brand}. Please do not reply to it.`,
    support: (email) => `Need help? Contact ${email}.`,
    linkFallback: 'If the button does not work, copy this link into your browser:',
    testModeSubjectPrefix: '[TEST MODE]',
    testModeNotice: (brand) =>
      `TEST MODE: this message comes from a test installation of ${brand}. No real money moves and nothing in it is real.`,
  },
  code: {
    neverShare: (brand) => `Never share this code with anyone, not even ${brand} staff.`,
    expires: (count) => `The code expires in ${minutes(count)}.`,
    ignore: 'If you did not request this, you can safely ignore this email.',
  },
  emailVerificationCode: {
    subject: (brand) => `Your ${brand} email verification code`,
    heading: 'Verify your email address',
    intro: 'Enter this code to verify your email address:',
  },
  smsVerificationCode: {
    text: (brand, code) => `${brand}: your verification code is ${code}. Never share it with anyone.`,
  },
  loginCode: {
    subject: (brand) => `Your ${brand} login code`,
    heading: 'Your login code',
    intro: 'Enter this code to finish signing in:',
  },
  passwordReset: {
    subject: (brand) => `Reset your ${brand} password`,
    heading: 'Reset your password',
    intro: 'We received a request to reset the password of your account. The link below can be used once.',
    action: 'Reset password',
    expires: (count) => `The link expires in ${minutes(count)}.`,
  },
  securityChanged: {
    subject: {
      password: (brand) => `Your ${brand} password was changed`,
      email: (brand) => `Your ${brand} email address was changed`,
      two_factor: (brand) => `Your ${brand} two-factor authentication settings were changed`,
    },
    intro: {
      password: 'The password of your account was changed.',
      email: 'The email address of your account was changed.',
      two_factor: 'The two-factor authentication (2FA) settings of your account were changed.',
    },
    withdrawalLock: (count) => `For your security, withdrawals are locked for ${hours(count)}.`,
    notYou: (brand) => `If you did not make this change, contact ${brand} support immediately.`,
  },
  loginAlert: {
    subject: (brand) => `New sign-in to your ${brand} account`,
    heading: 'New sign-in detected',
    intro: 'Your account was signed in to from a new device or country:',
    time: 'Time',
    ip: 'IP address',
    country: 'Country',
    device: 'Device',
    notYou: (brand) => `If this was not you, change your password now and contact ${brand} support.`,
  },
  kycOutcome: {
    subject: {
      approved: (brand) => `Your ${brand} account is verified`,
      rejected: (brand) => `Your ${brand} identity verification was not successful`,
    },
    approvedNext: 'You can now use every feature of your account.',
    rejectedIntro: 'We could not verify your identity with the documents you sent.',
    reason: 'Reason',
    tryAgain: 'You can send new documents from the Account Verification page.',
  },
  paymentLink: {
    subject: (merchant) => `Payment request from ${merchant}`,
    heading: 'You have received a payment request',
    intro: (merchant) => `${merchant} has sent you a payment link.`,
    amount: 'Amount',
    product: 'Product',
    action: 'Pay now',
  },
  depositReceived: {
    subject: (amount) => `Deposit received: ${amount}`,
    heading: 'Your deposit has arrived',
    intro: (brand) => `Your deposit was confirmed on the blockchain and credited to your ${brand} wallet.`,
    amount: 'Amount',
    txid: 'Transaction ID',
    confirmations: 'Confirmations',
    seeWallet: 'You can find it in the transaction list of your wallet.',
  },
  webhookDisabled: {
    subject: (merchant) => `Webhook disabled for ${merchant}`,
    heading: 'Your webhook endpoint was disabled',
    intro: 'We stopped sending payment events to your webhook endpoint.',
    url: 'Endpoint',
    reason: 'Reason',
    reasons: { gone: 'It answered 410 Gone, which says the endpoint no longer exists.' },
    time: 'Disabled at',
    nextSteps:
      'Events are not sent while the endpoint is disabled. When it works again, enable it in the widget settings of your merchant area and redeliver the events you missed from the delivery log.',
  },
};
