import { canSend, hasPermission, isFlagOn, type BrandSwitchesInput, type UserPermissionsInput } from './inputs.js';
import type { NavItem } from './nav-item.js';

/**
 * Members sidebar of spec §2, in display order.
 * Decision: Wallets (and the crypto accounts list) follow spec §6 "send (hides verification and wallets
 * when off)", so they use the same rule as Account Verification: no permissions object or send is 1.
 */
export function membersSidebarItems(config: BrandSwitchesInput, user: UserPermissionsInput): NavItem[] {
  const items: NavItem[] = [];
  if (isFlagOn(config.enable_trade)) items.push({ id: 'trade', labelKey: 'nav:sidebar.trade', href: '/trade' });
  if (canSend(user)) items.push({ id: 'wallets', labelKey: 'nav:sidebar.wallets', href: '/wallets' });
  items.push({ id: 'transactions', labelKey: 'nav:sidebar.transactions', href: '/transactions' });
  if (hasPermission(user, 'fiat_withdrawals')) {
    items.push(
      { id: 'merchantTransactions', labelKey: 'nav:sidebar.merchantTransactions', href: '/merchantTransactions' },
      { id: 'settlements', labelKey: 'nav:sidebar.settlements', href: '/merchantSettlements' },
    );
  }
  if (isFlagOn(config.enable_widget) && hasPermission(user, 'widget')) {
    items.push({ id: 'paymentLink', labelKey: 'nav:sidebar.paymentLink', href: '/generatePaymentLink' });
  }
  if (canSend(user)) {
    items.push({ id: 'accountVerification', labelKey: 'nav:sidebar.accountVerification', href: '/compliance' });
  }
  return items;
}

/** The crypto accounts list's links: View All and Add Another Wallet (empty when wallets are hidden). */
export function sidebarWalletLinks(user: UserPermissionsInput): NavItem[] {
  if (!canSend(user)) return [];
  return [
    { id: 'viewAllWallets', labelKey: 'nav:sidebar.viewAll', href: '/wallets' },
    { id: 'addWallet', labelKey: 'nav:sidebar.addAnotherWallet', href: '/wallets?addWallet=true' },
  ];
}
