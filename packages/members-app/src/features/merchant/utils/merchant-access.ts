import { hasPermission, isFlagOn, type BrandSwitchesInput, type UserPermissionsInput } from '@platform/core';

/**
 * Who sees the merchant screens (spec §2 sidebar and header, §6): Merchant Transactions and
 * Settlements with the user permission fiat_withdrawals; Payment Link and Widget Settings with the
 * brand switch enable_widget and the user permission widget. The same rules as core's sidebar and
 * header, so a link is shown exactly when its page opens.
 */
export type MerchantArea = 'merchantTransactions' | 'paymentLinks';

export function canUseMerchantArea(
  area: MerchantArea,
  configuration: BrandSwitchesInput,
  user: UserPermissionsInput,
): boolean {
  if (area === 'merchantTransactions') return hasPermission(user, 'fiat_withdrawals');
  return isFlagOn(configuration.enable_widget) && hasPermission(user, 'widget');
}
