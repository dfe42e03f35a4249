import type { NavTexts } from './en.js';

/** Namespace `nav` in German: every key of ./en.ts (the type checks it). */
export const de: NavTexts = {
  sidebar: {
    trade: 'Handeln',
    wallets: 'Wallets',
    transactions: 'Transaktionen',
    merchantTransactions: 'Händlertransaktionen',
    settlements: 'Abrechnungen',
    paymentLink: 'Zahlungslink',
    accountVerification: 'Kontoverifizierung',
    cryptoAccounts: 'Krypto-Konten',
    viewAll: 'Alle anzeigen',
    addAnotherWallet: 'Weitere Wallet hinzufügen',
    accountValue: 'Kontowert',
  },
  header: {
    withdrawFiat: 'Fiat auszahlen',
    viewProfile: 'Profil anzeigen',
    verifyAccount: 'Konto verifizieren',
    securitySettings: 'Sicherheitseinstellungen',
    accountStatements: 'Kontoauszüge',
    widgetSettings: 'Widget-Einstellungen',
    transactions: 'Transaktionen',
    signOut: 'Abmelden',
    accountNumber: 'Kontonummer',
    language: 'Sprache',
  },
  home: {
    prices: 'Preise',
    wallet: 'Wallet',
    buyCoins: 'Coins kaufen',
    contact: 'Kontakt',
    legal: 'Rechtliches',
    getStarted: 'Loslegen',
    login: 'Anmelden',
    exchangeAndWallet: 'Börse & Wallet',
    whiteLabelPlatforms: 'White-Label-Plattformen',
    markets: 'Märkte',
    yourAccount: 'Ihr Konto',
  },
};
