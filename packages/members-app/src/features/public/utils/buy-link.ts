import { homeNavItems, type Configuration } from '@platform/core';

/** Where Buy goes: the nav's Buy Coins (the guest checkout /flow/ or the brand's buy_url when enable_flow, else /buy). */
export function buyHref(configuration: Configuration): string {
  return homeNavItems(configuration).find((item) => item.id === 'buyCoins')?.href ?? '/buy';
}
