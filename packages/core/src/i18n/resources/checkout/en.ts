import type { Translation } from '../shape.js';

/** Namespace `checkout`: the guest flow stepper, bank-method steps and buy-flow steps (spec §2, §4). */
export const en = {
  flowStepper: { buyCoins: 'Buy Coins', details: 'Details', payment: 'Payment', kyc: 'KYC' },
  bankSteps: { contactDetails: 'Contact details', payment: 'Payment', verifyAccount: 'Verify account' },
  buyFlow: { payment: 'Payment', transactionDetails: 'Transaction Details' },
};

/** The shape every other locale of this folder must have (English is the fallback). */
export type CheckoutTexts = Translation<typeof en>;
