import type { CheckoutTexts } from './en.js';

/** Namespace `checkout` in Czech: every key of ./en.ts (the type checks it). */
export const cz: CheckoutTexts = {
  flowStepper: { buyCoins: 'Koupit mince', details: 'Údaje', payment: 'Platba', kyc: 'KYC' },
  bankSteps: { contactDetails: 'Kontaktní údaje', payment: 'Platba', verifyAccount: 'Ověření účtu' },
  buyFlow: { payment: 'Platba', transactionDetails: 'Podrobnosti transakce' },
};
