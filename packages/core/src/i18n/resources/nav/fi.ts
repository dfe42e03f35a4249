import type { NavTexts } from './en.js';

/** Namespace `nav` in Finnish: every key of ./en.ts (the type checks it). */
export const fi: NavTexts = {
  sidebar: {
    trade: 'Kauppaa',
    wallets: 'Lompakot',
    transactions: 'Tapahtumat',
    merchantTransactions: 'Kauppiastapahtumat',
    settlements: 'Tilitykset',
    paymentLink: 'Maksulinkki',
    accountVerification: 'Tilin vahvistus',
    cryptoAccounts: 'Kryptotilit',
    viewAll: 'Näytä kaikki',
    addAnotherWallet: 'Lisää uusi lompakko',
    accountValue: 'Tilin arvo',
  },
  header: {
    withdrawFiat: 'Nosta fiat-varoja',
    viewProfile: 'Näytä profiili',
    verifyAccount: 'Vahvista tili',
    securitySettings: 'Tietoturva-asetukset',
    accountStatements: 'Tiliotteet',
    widgetSettings: 'Widgetin asetukset',
    transactions: 'Tapahtumat',
    signOut: 'Kirjaudu ulos',
    accountNumber: 'Tilinumero',
    language: 'Kieli',
  },
  home: {
    prices: 'Hinnat',
    wallet: 'Lompakko',
    buyCoins: 'Osta kolikoita',
    contact: 'Yhteystiedot',
    legal: 'Lakitiedot',
    getStarted: 'Aloita',
    login: 'Kirjaudu',
    exchangeAndWallet: 'Pörssi ja lompakko',
    whiteLabelPlatforms: 'White label -alustat',
    markets: 'Markkinat',
    yourAccount: 'Tilisi',
  },
};
