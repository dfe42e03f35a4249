import type { NavTexts } from './en.js';

/** Namespace `nav` in Italian: every key of ./en.ts (the type checks it). */
export const it: NavTexts = {
  sidebar: {
    trade: 'Fai trading',
    wallets: 'Portafogli',
    transactions: 'Transazioni',
    merchantTransactions: 'Transazioni esercente',
    settlements: 'Regolamenti',
    paymentLink: 'Link di pagamento',
    accountVerification: 'Verifica account',
    cryptoAccounts: 'Conti cripto',
    viewAll: 'Vedi tutto',
    addAnotherWallet: 'Aggiungi un altro portafoglio',
    accountValue: "Valore dell'account",
  },
  header: {
    withdrawFiat: 'Preleva fiat',
    viewProfile: 'Visualizza profilo',
    verifyAccount: 'Verifica account',
    securitySettings: 'Impostazioni di sicurezza',
    accountStatements: 'Estratti conto',
    widgetSettings: 'Impostazioni widget',
    transactions: 'Transazioni',
    signOut: 'Esci',
    accountNumber: 'Numero di conto',
    language: 'Lingua',
  },
  home: {
    prices: 'Prezzi',
    wallet: 'Portafoglio',
    buyCoins: 'Compra monete',
    contact: 'Contatti',
    legal: 'Note legali',
    getStarted: 'Inizia',
    login: 'Accedi',
    exchangeAndWallet: 'Exchange e portafoglio',
    whiteLabelPlatforms: 'Piattaforme white label',
    markets: 'Mercati',
    yourAccount: 'Il tuo account',
  },
};
