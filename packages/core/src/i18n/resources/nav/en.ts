import type { Translation } from '../shape.js';

/**
 * Namespace `nav`: members sidebar, members header dropdown and home nav (spec §2). Keys are the ids
 * the visibility rules return (rules/members-sidebar.ts, members-header.ts, home-nav.ts).
 */
export const en = {
  sidebar: {
    trade: 'Trade',
    wallets: 'Wallets',
    transactions: 'Transactions',
    merchantTransactions: 'Merchant Transactions',
    settlements: 'Settlements',
    paymentLink: 'Payment Link',
    accountVerification: 'Account Verification',
    cryptoAccounts: 'Crypto Accounts',
    viewAll: 'View All',
    addAnotherWallet: 'Add Another Wallet',
    accountValue: 'Account Value',
  },
  header: {
    withdrawFiat: 'Withdraw Fiat',
    viewProfile: 'View Profile',
    verifyAccount: 'Verify Account',
    securitySettings: 'Security Settings',
    accountStatements: 'Account Statements',
    widgetSettings: 'Widget Settings',
    transactions: 'Transactions',
    signOut: 'Sign out',
    accountNumber: 'Account number',
    language: 'Language',
  },
  home: {
    prices: 'Prices',
    wallet: 'Wallet',
    buyCoins: 'Buy Coins',
    contact: 'Contact',
    legal: 'Legal',
    getStarted: 'Get Started',
    login: 'Login',
    exchangeAndWallet: 'Exchange & Wallet',
    whiteLabelPlatforms: 'White Label Platforms',
    markets: 'Markets',
    yourAccount: 'Your account',
  },
};

/** The shape every other locale of this folder must have (English is the fallback). */
export type NavTexts = Translation<typeof en>;
