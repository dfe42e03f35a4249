import type { NavTexts } from './en.js';

/** Namespace `nav` in Czech: every key of ./en.ts (the type checks it). */
export const cz: NavTexts = {
  sidebar: {
    trade: 'Obchodovat',
    wallets: 'Peněženky',
    transactions: 'Transakce',
    merchantTransactions: 'Obchodní transakce',
    settlements: 'Vypořádání',
    paymentLink: 'Platební odkaz',
    accountVerification: 'Ověření účtu',
    cryptoAccounts: 'Kryptoúčty',
    viewAll: 'Zobrazit vše',
    addAnotherWallet: 'Přidat další peněženku',
    accountValue: 'Hodnota účtu',
  },
  header: {
    withdrawFiat: 'Vybrat fiat',
    viewProfile: 'Zobrazit profil',
    verifyAccount: 'Ověřit účet',
    securitySettings: 'Nastavení zabezpečení',
    accountStatements: 'Výpisy z účtu',
    widgetSettings: 'Nastavení widgetu',
    transactions: 'Transakce',
    signOut: 'Odhlásit se',
    accountNumber: 'Číslo účtu',
    language: 'Jazyk',
  },
  home: {
    prices: 'Ceny',
    wallet: 'Peněženka',
    buyCoins: 'Koupit mince',
    contact: 'Kontakt',
    legal: 'Právní informace',
    getStarted: 'Začít',
    login: 'Přihlásit se',
    exchangeAndWallet: 'Směnárna a peněženka',
    whiteLabelPlatforms: 'White-label platformy',
    markets: 'Trhy',
    yourAccount: 'Váš účet',
  },
};
