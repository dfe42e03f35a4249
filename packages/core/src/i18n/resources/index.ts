/**
 * The platform's texts, one folder per namespace and one module per locale in it
 * (`<namespace>/en.ts` … `no.ts`), so a browser bundle carries English and loads one other locale
 * at a time (README.md). Each namespace exports its English texts, at hand (the fallback, and the
 * type every other locale must match), and a loader of one locale through a dynamic `import()`:
 * a chunk of its own in the apps' builds. Importing one namespace pulls in no other. The server
 * takes every locale at once from `../every-locale.ts`.
 */
import type { AccountTexts } from './account/index.js';
import type { AppTexts } from './app/index.js';
import type { CheckoutTexts } from './checkout/index.js';
import type { GalleryTexts } from './gallery/index.js';
import type { MarketsTexts } from './markets/index.js';
import type { MerchantTexts } from './merchant/index.js';
import type { MerchantSettingsTexts } from './merchant-settings/index.js';
import type { MessagesTexts } from './messages/index.js';
import type { NavTexts } from './nav/index.js';
import type { PublicTexts } from './public/index.js';
import type { StatusTexts } from './status/index.js';
import type { UiTexts } from './ui/index.js';
import type { ValidationTexts } from './validation/index.js';
import type { WalletsTexts } from './wallets/index.js';
import type { WidgetTexts } from './widget/index.js';
import type { WithdrawalsTexts } from './withdrawals/index.js';

export * from './account/index.js';
export * from './app/index.js';
export * from './checkout/index.js';
export * from './gallery/index.js';
export * from './markets/index.js';
export * from './merchant/index.js';
export * from './merchant-settings/index.js';
export * from './messages/index.js';
export * from './nav/index.js';
export * from './public/index.js';
export * from './status/index.js';
export * from './ui/index.js';
export * from './validation/index.js';
export * from './wallets/index.js';
export * from './widget/index.js';
export * from './withdrawals/index.js';

/** One locale's texts of every namespace: `{ [namespace]: texts }`, as i18next holds them. */
export type LocaleResources = {
  account: AccountTexts;
  app: AppTexts;
  checkout: CheckoutTexts;
  gallery: GalleryTexts;
  markets: MarketsTexts;
  merchant: MerchantTexts;
  merchantSettings: MerchantSettingsTexts;
  messages: MessagesTexts;
  nav: NavTexts;
  public: PublicTexts;
  status: StatusTexts;
  ui: UiTexts;
  validation: ValidationTexts;
  wallets: WalletsTexts;
  widget: WidgetTexts;
  withdrawals: WithdrawalsTexts;
};

export type Namespace = keyof LocaleResources;

export const namespaces: readonly Namespace[] = [
  'account',
  'app',
  'checkout',
  'gallery',
  'markets',
  'merchant',
  'merchantSettings',
  'messages',
  'nav',
  'public',
  'status',
  'ui',
  'validation',
  'wallets',
  'widget',
  'withdrawals',
];
