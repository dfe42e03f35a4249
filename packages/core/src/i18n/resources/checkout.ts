import type { LocaleCode } from '../locales.js';
import type { Translation } from './shape.js';

/** Namespace `checkout`: the guest flow stepper, bank-method steps and buy-flow steps (spec §2, §4). */
const en = {
  flowStepper: { buyCoins: 'Buy Coins', details: 'Details', payment: 'Payment', kyc: 'KYC' },
  bankSteps: { contactDetails: 'Contact details', payment: 'Payment', verifyAccount: 'Verify account' },
  buyFlow: { payment: 'Payment', transactionDetails: 'Transaction Details' },
};

export const checkout: Record<LocaleCode, Translation<typeof en>> = {
  en,
  es: {
    flowStepper: { buyCoins: 'Comprar monedas', details: 'Datos', payment: 'Pago', kyc: 'KYC' },
    bankSteps: { contactDetails: 'Datos de contacto', payment: 'Pago', verifyAccount: 'Verificar cuenta' },
    buyFlow: { payment: 'Pago', transactionDetails: 'Detalles de la transacción' },
  },
  cz: {
    flowStepper: { buyCoins: 'Koupit mince', details: 'Údaje', payment: 'Platba', kyc: 'KYC' },
    bankSteps: { contactDetails: 'Kontaktní údaje', payment: 'Platba', verifyAccount: 'Ověření účtu' },
    buyFlow: { payment: 'Platba', transactionDetails: 'Podrobnosti transakce' },
  },
  de: {
    flowStepper: { buyCoins: 'Coins kaufen', details: 'Angaben', payment: 'Zahlung', kyc: 'KYC' },
    bankSteps: { contactDetails: 'Kontaktdaten', payment: 'Zahlung', verifyAccount: 'Konto verifizieren' },
    buyFlow: { payment: 'Zahlung', transactionDetails: 'Transaktionsdetails' },
  },
  fi: {
    flowStepper: { buyCoins: 'Osta kolikoita', details: 'Tiedot', payment: 'Maksu', kyc: 'KYC' },
    bankSteps: { contactDetails: 'Yhteystiedot', payment: 'Maksu', verifyAccount: 'Vahvista tili' },
    buyFlow: { payment: 'Maksu', transactionDetails: 'Tapahtuman tiedot' },
  },
  it: {
    flowStepper: { buyCoins: 'Compra monete', details: 'Dati', payment: 'Pagamento', kyc: 'KYC' },
    bankSteps: { contactDetails: 'Dati di contatto', payment: 'Pagamento', verifyAccount: 'Verifica account' },
    buyFlow: { payment: 'Pagamento', transactionDetails: 'Dettagli della transazione' },
  },
  no: {
    flowStepper: { buyCoins: 'Kjøp mynter', details: 'Detaljer', payment: 'Betaling', kyc: 'KYC' },
    bankSteps: { contactDetails: 'Kontaktinformasjon', payment: 'Betaling', verifyAccount: 'Bekreft konto' },
    buyFlow: { payment: 'Betaling', transactionDetails: 'Transaksjonsdetaljer' },
  },
};
