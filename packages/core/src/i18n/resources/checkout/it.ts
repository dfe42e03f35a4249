import type { CheckoutTexts } from './en.js';

/** Namespace `checkout` in Italian: every key of ./en.ts (the type checks it). */
export const it: CheckoutTexts = {
  flowStepper: { buyCoins: 'Compra monete', details: 'Dati', payment: 'Pagamento', kyc: 'KYC' },
  bankSteps: { contactDetails: 'Dati di contatto', payment: 'Pagamento', verifyAccount: 'Verifica account' },
  buyFlow: { payment: 'Pagamento', transactionDetails: 'Dettagli della transazione' },
};
