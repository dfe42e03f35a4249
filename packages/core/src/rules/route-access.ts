import { matchRoutePattern } from '../routes/app-routes.js';
import { hasPermission, isFlagOn, type BrandSwitchesInput, type UserPermissionsInput } from './inputs.js';

/**
 * Members routes a user's permissions (and the brand's switches) open, spec §2 sidebar and §6:
 * Merchant Transactions and Settlements with the permission fiat_withdrawals; Payment Link (and the
 * Widget Settings tab) with the switch enable_widget and the permission widget. The sidebar and the
 * header show a link exactly when its page opens; opened directly without the permission, the page
 * is "You do not have access to this page." and a direct load answers HTTP 403.
 */
export type PermissionArea = 'merchantTransactions' | 'paymentLinks';

const areaRoutes: readonly { pattern: string; area: PermissionArea }[] = [
  { pattern: '/merchantTransactions', area: 'merchantTransactions' },
  { pattern: '/merchantSettlements', area: 'merchantTransactions' },
  { pattern: '/merchantSettlements/:tab', area: 'merchantTransactions' },
  { pattern: '/generatePaymentLink', area: 'paymentLinks' },
];

/** The permission area of a members route path (query and trailing slash ignored); null when any user may open it. */
export function permissionAreaOf(path: string): PermissionArea | null {
  const pathname = (path.split(/[?#]/, 1)[0] ?? '/').replace(/\/+$/, '') || '/';
  return areaRoutes.find((route) => matchRoutePattern(route.pattern, pathname) !== null)?.area ?? null;
}

export function canOpenPermissionArea(
  area: PermissionArea,
  configuration: BrandSwitchesInput,
  user: UserPermissionsInput,
): boolean {
  if (area === 'merchantTransactions') return hasPermission(user, 'fiat_withdrawals');
  return isFlagOn(configuration.enable_widget) && hasPermission(user, 'widget');
}

/** Whether a signed-in user may open a members route: 'forbidden' only for a permission area the user lacks. */
export function routeAccess(
  path: string,
  configuration: BrandSwitchesInput,
  user: UserPermissionsInput,
): 'allowed' | 'forbidden' {
  const area = permissionAreaOf(path);
  return area === null || canOpenPermissionArea(area, configuration, user) ? 'allowed' : 'forbidden';
}
