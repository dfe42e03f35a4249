import type { CheckoutTexts } from './en.js';

/** Namespace `checkout` in German: every key of ./en.ts (the type checks it). */
export const de: CheckoutTexts = {
  flowStepper: { buyCoins: 'Coins kaufen', details: 'Angaben', payment: 'Zahlung', kyc: 'KYC' },
  bankSteps: { contactDetails: 'Kontaktdaten', payment: 'Zahlung', verifyAccount: 'Konto verifizieren' },
  buyFlow: { payment: 'Zahlung', transactionDetails: 'Transaktionsdetails' },
};
