import type { CheckoutTexts } from './en.js';

/** Namespace `checkout` in Norwegian (Bokmål): every key of ./en.ts (the type checks it). */
export const no: CheckoutTexts = {
  flowStepper: { buyCoins: 'Kjøp mynter', details: 'Detaljer', payment: 'Betaling', kyc: 'KYC' },
  bankSteps: { contactDetails: 'Kontaktinformasjon', payment: 'Betaling', verifyAccount: 'Bekreft konto' },
  buyFlow: { payment: 'Betaling', transactionDetails: 'Transaksjonsdetaljer' },
};
