import type { CheckoutTexts } from './en.js';

/** Namespace `checkout` in Finnish: every key of ./en.ts (the type checks it). */
export const fi: CheckoutTexts = {
  flowStepper: { buyCoins: 'Osta kolikoita', details: 'Tiedot', payment: 'Maksu', kyc: 'KYC' },
  bankSteps: { contactDetails: 'Yhteystiedot', payment: 'Maksu', verifyAccount: 'Vahvista tili' },
  buyFlow: { payment: 'Maksu', transactionDetails: 'Tapahtuman tiedot' },
};
