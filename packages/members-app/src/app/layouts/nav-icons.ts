import type { IconName } from '../../components/ui/icon.js';

/** The icon of each navigation item id of core's rules (members sidebar, header dropdown). */
export const navIcons: Readonly<Record<string, IconName>> = {
  trade: 'trade',
  wallets: 'wallet',
  transactions: 'transactions',
  merchantTransactions: 'receipt',
  settlements: 'bank',
  paymentLink: 'link',
  accountVerification: 'shield',
  viewAllWallets: 'grid',
  addWallet: 'plus',
  withdrawFiat: 'bank',
  viewProfile: 'user',
  verifyAccount: 'shield',
  securitySettings: 'shield',
  accountStatements: 'receipt',
  widgetSettings: 'link',
  signOut: 'logout',
};
