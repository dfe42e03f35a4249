import {
  canSend,
  hasPermission,
  isAlternativeBrand,
  isFlagOn,
  type BrandSwitchesInput,
  type UserPermissionsInput,
} from './inputs.js';
import type { NavAction, NavItem } from './nav-item.js';

/**
 * Spec §2 header: Withdraw Fiat shows when enable_withdraw is on for the wl_id 2 brand, or the user's
 * withdrawal permission is 1. The withdraw page offers its fiat part by the same rule.
 */
export function canWithdrawFiat(config: BrandSwitchesInput, user: UserPermissionsInput): boolean {
  return (isFlagOn(config.enable_withdraw) && isAlternativeBrand(config)) || hasPermission(user, 'withdrawal');
}

/**
 * Members header dropdown of spec §2, in display order. Verify Account uses the sidebar's send rule
 * (no permissions object or send is 1) so both places agree.
 */
export function membersHeaderItems(config: BrandSwitchesInput, user: UserPermissionsInput): (NavItem | NavAction)[] {
  const items: (NavItem | NavAction)[] = [];
  if (canWithdrawFiat(config, user)) {
    items.push({ id: 'withdrawFiat', labelKey: 'nav:header.withdrawFiat', href: '/withdrawal?method=fiat' });
  }
  items.push({ id: 'viewProfile', labelKey: 'nav:header.viewProfile', href: '/profile' });
  if (canSend(user)) items.push({ id: 'verifyAccount', labelKey: 'nav:header.verifyAccount', href: '/compliance' });
  items.push({ id: 'securitySettings', labelKey: 'nav:header.securitySettings', href: '/profile#security' });
  if (isFlagOn(config.enable_statements)) {
    items.push({ id: 'accountStatements', labelKey: 'nav:header.accountStatements', href: '/profile#statements' });
  }
  if (isFlagOn(config.enable_widget) && hasPermission(user, 'widget')) {
    items.push({ id: 'widgetSettings', labelKey: 'nav:header.widgetSettings', href: '/profile#widgetSettings' });
  }
  items.push({ id: 'transactions', labelKey: 'nav:header.transactions', href: '/transactions' });
  items.push({ id: 'signOut', labelKey: 'nav:header.signOut', action: 'signOut' });
  return items;
}

/** The regulation badge: one variant when wl_id is 2, another otherwise. */
export function regulationBadgeVariant(config: Pick<BrandSwitchesInput, 'wl_id'>): 'alternative' | 'standard' {
  return isAlternativeBrand(config) ? 'alternative' : 'standard';
}
