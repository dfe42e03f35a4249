import type { CheckoutTexts } from './en.js';

/** Namespace `checkout` in Spanish: every key of ./en.ts (the type checks it). */
export const es: CheckoutTexts = {
  flowStepper: { buyCoins: 'Comprar monedas', details: 'Datos', payment: 'Pago', kyc: 'KYC' },
  bankSteps: { contactDetails: 'Datos de contacto', payment: 'Pago', verifyAccount: 'Verificar cuenta' },
  buyFlow: { payment: 'Pago', transactionDetails: 'Detalles de la transacción' },
};
