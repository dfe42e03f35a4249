import type { NavTexts } from './en.js';

/** Namespace `nav` in Norwegian (Bokmål): every key of ./en.ts (the type checks it). */
export const no: NavTexts = {
  sidebar: {
    trade: 'Handle',
    wallets: 'Lommebøker',
    transactions: 'Transaksjoner',
    merchantTransactions: 'Brukerstedstransaksjoner',
    settlements: 'Oppgjør',
    paymentLink: 'Betalingslenke',
    accountVerification: 'Kontobekreftelse',
    cryptoAccounts: 'Kryptokontoer',
    viewAll: 'Vis alle',
    addAnotherWallet: 'Legg til en lommebok til',
    accountValue: 'Kontoverdi',
  },
  header: {
    withdrawFiat: 'Ta ut fiat',
    viewProfile: 'Vis profil',
    verifyAccount: 'Bekreft konto',
    securitySettings: 'Sikkerhetsinnstillinger',
    accountStatements: 'Kontoutskrifter',
    widgetSettings: 'Widgetinnstillinger',
    transactions: 'Transaksjoner',
    signOut: 'Logg ut',
    accountNumber: 'Kontonummer',
    language: 'Språk',
  },
  home: {
    prices: 'Priser',
    wallet: 'Lommebok',
    buyCoins: 'Kjøp mynter',
    contact: 'Kontakt',
    legal: 'Juridisk',
    getStarted: 'Kom i gang',
    login: 'Logg inn',
    exchangeAndWallet: 'Børs og lommebok',
    whiteLabelPlatforms: 'White label-plattformer',
    markets: 'Markeder',
    yourAccount: 'Din konto',
  },
};
