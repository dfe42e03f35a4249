import { formatAmount, type CryptoCurrency, type CurrencyCode } from '@platform/core';
import type { AddressValidationError, ChainNetwork } from '@platform/core/addresses';
import { ibanErrorMessage, type IbanError } from '@platform/core/banking';

/** The API's refusals and confirmations of the withdrawals module (English, as the API's other messages). */
export const withdrawalTexts = {
  addressRefused(coin: CryptoCurrency, network: ChainNetwork, error: AddressValidationError): string {
    switch (error) {
      case 'wrong_network':
        return `This ${coin} address belongs to another network: this platform sends ${coin} on ${network}.`;
      case 'wrong_coin':
        return `This is not a ${coin} address: it belongs to another coin. Sending ${coin} there would lose it.`;
      case 'invalid_checksum':
        return `This ${coin} address has a typo (its checksum does not match). Please copy it again.`;
      default:
        return `This is not a valid ${coin} address.`;
    }
  },
  noDestinationTag: (coin: CryptoCurrency) => `${coin} addresses take no destination tag.`,
  destinationTagNeeded: (coin: CryptoCurrency) => `${coin} withdrawals need the destination tag of the recipient.`,
  contractAddress: (coin: CryptoCurrency) =>
    `This address is a smart contract. ${coin} sent to a contract may be lost, so withdrawals to it are refused.`,
  fiatNeedsKyc: 'Withdrawals to a bank account or card need a verified identity. Please verify your account first.',
  notEeaResident: (country: string) =>
    `Withdrawals to a bank account or card are for residents of the European Economic Area only; your verified country of residence is ${country === '' ? 'not known' : country}.`,
  ibanRefused: (error: IbanError) => ibanErrorMessage({ ok: false, error }),
  bicRefused: 'A BIC is 8 or 11 letters and digits, like DEUTDEFF or DEUTDEFF500.',
  holderMismatch:
    'The account holder must be you: enter the name on the bank account exactly as your verified first and last name.',
  locked: (until: Date) =>
    `For your security, withdrawals and address-book changes are locked until ${until.toISOString().replace('.000Z', 'Z')} because your password, two-factor settings, email address or mobile number changed in the last 24 hours.`,
  entryWaiting: (until: string) =>
    `This address-book entry can be used from ${until} (new entries wait before their first withdrawal, for your security).`,
  entryUnconfirmed: 'Please confirm this address-book entry first, with the link we emailed you.',
  entryUnknown: 'No such address-book entry.',
  entryWrongCurrency: (currency: CurrencyCode) => `This address-book entry is not for ${currency}.`,
  allowlistOnly:
    'Your account only withdraws to address-book entries: add this destination to your address book first.',
  duplicateEntry: 'This destination is already in your address book.',
  entryAdded:
    'We emailed you a link to confirm this address-book entry. It can be used once confirmed and after the waiting period.',
  entryConfirmed: (usableFrom: string) => `Address confirmed. It can be used from ${usableFrom}.`,
  confirmLinkInvalid: 'This confirmation link is not valid or has expired.',
  tooManyEntries: 'Your address book is full: remove an entry first.',
  invalidAmount: (currency: CurrencyCode) => `Please enter an amount of ${currency} with at most its decimals.`,
  belowMinimum: (currency: CurrencyCode, minimum: bigint) =>
    `The smallest ${currency} withdrawal is ${formatAmount(currency, minimum, { withCurrency: true })}.`,
  insufficientFunds: (currency: CurrencyCode, total: bigint) =>
    `Your available ${currency} balance does not cover ${formatAmount(currency, total, { withCurrency: true })} (amount and fee).`,
  perTransactionLimit: (limit: string) =>
    `This withdrawal is above your limit of EUR ${limit} per withdrawal for your verification level.`,
  dailyLimit: (left: string) =>
    `This withdrawal is above your 24-hour limit: EUR ${left} is left for the last 24 hours.`,
  monthlyLimit: (left: string) =>
    `This withdrawal is above your 30-day limit: EUR ${left} is left for the last 30 days.`,
  ownershipNeeded: (threshold: string) =>
    `Above EUR ${threshold} to a self-hosted wallet, please confirm that you own this wallet (travel rule).`,
  rateUnavailable:
    'Withdrawals are paused for a moment: no current exchange rate to check the limits. Please try again shortly.',
  clientIdConflict: 'This request id was already used for another withdrawal. Please start a new withdrawal.',
  noSender: (currency: CurrencyCode) => `${currency} withdrawals are not available right now.`,
  fiatUnavailable: 'Withdrawals to a bank account or card are not available yet.',
  cardUnknown: 'No such card among the cards you paid with.',
  requested: 'Your withdrawal was accepted.',
  otpSent: 'Enter the code we sent you to confirm this withdrawal.',
  otpTotp: 'Enter the code of your authenticator app to confirm this withdrawal.',
  approvalNeeded: 'Your withdrawal was accepted and waits for a review by our team.',
  notOtpPending: 'This withdrawal does not wait for a code.',
  notApprovalPending: 'This withdrawal does not wait for an approval.',
  notCancelable: 'This withdrawal is already being processed and can no longer be canceled.',
  ownWithdrawal: 'Operators cannot approve their own withdrawals.',
  alreadyApproved: 'You already approved this withdrawal: a second operator must approve it.',
  unknownWithdrawal: 'No such withdrawal.',
  canceledByUser: 'Canceled by you.',
  sendRefused: 'The network refused the transaction.',
} as const;
