import {
  canOpenPermissionArea,
  type BrandSwitchesInput,
  type PermissionArea,
  type UserPermissionsInput,
} from '@platform/core';

/**
 * Who sees the merchant screens (spec §2 sidebar and header, §6): core's route access rule, the
 * one the server answers a direct load with (403 without the permission). Merchant Transactions and
 * Settlements need fiat_withdrawals; Payment Link and Widget Settings enable_widget and widget.
 */
export type MerchantArea = PermissionArea;

export function canUseMerchantArea(
  area: MerchantArea,
  configuration: BrandSwitchesInput,
  user: UserPermissionsInput,
): boolean {
  return canOpenPermissionArea(area, configuration, user);
}
