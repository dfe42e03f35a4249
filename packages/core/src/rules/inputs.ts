/**
 * Small structural input types shared by the rules. They are deliberately loose (the legacy API
 * sends flags as 1/0, "1"/"0" or booleans) so the rules can take raw API data as well as parsed
 * entities without depending on the entity schemas.
 */
export type FlagValue = boolean | number | string | null | undefined;

/** Spec §6: only 1, "1" (and true) are on. */
export function isFlagOn(value: FlagValue): boolean {
  return value === true || value === 1 || value === '1';
}

/** Per-user permission flags of spec §6. */
export interface PermissionsInput {
  send?: FlagValue;
  withdrawal?: FlagValue;
  fiat_withdrawals?: FlagValue;
  widget?: FlagValue;
}

export interface UserPermissionsInput {
  permissions?: PermissionsInput | null;
}

/** Global brand switches of spec §6 as the rules need them. */
export interface BrandSwitchesInput {
  wl_id?: number | string | null;
  enable_flow?: FlagValue;
  enable_trade?: FlagValue;
  enable_widget?: FlagValue;
  enable_withdraw?: FlagValue;
  enable_statements?: FlagValue;
  registration_new_flow?: FlagValue;
}

/** wl_id 2 selects the alternative branding and navigation (spec §6). */
export function isAlternativeBrand(config: Pick<BrandSwitchesInput, 'wl_id'>): boolean {
  return Number(config.wl_id) === 2;
}

/** Spec §6 "send (hides verification and wallets when off)"; no permissions object means allowed (§2). */
export function canSend(user: UserPermissionsInput): boolean {
  return user.permissions == null || isFlagOn(user.permissions.send);
}

export function hasPermission(user: UserPermissionsInput, name: keyof PermissionsInput): boolean {
  return isFlagOn(user.permissions?.[name]);
}
