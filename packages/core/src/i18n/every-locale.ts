import type { i18n } from 'i18next';
import { createI18nFrom } from './create-i18n.js';
import { defaultLocale, localeCodes, type LocaleCode } from './locales.js';
import {
  loadAccountTexts,
  loadAppTexts,
  loadCheckoutTexts,
  loadGalleryTexts,
  loadMarketsTexts,
  loadMerchantSettingsTexts,
  loadMerchantTexts,
  loadMessagesTexts,
  loadNavTexts,
  loadPublicTexts,
  loadStatusTexts,
  loadUiTexts,
  loadValidationTexts,
  loadWalletsTexts,
  loadWidgetTexts,
  loadWithdrawalsTexts,
  type LocaleResources,
  type Namespace,
} from './resources/index.js';
import * as account from './resources/account/every-locale.js';
import * as app from './resources/app/every-locale.js';
import * as checkout from './resources/checkout/every-locale.js';
import * as gallery from './resources/gallery/every-locale.js';
import * as markets from './resources/markets/every-locale.js';
import * as merchant from './resources/merchant/every-locale.js';
import * as merchantSettings from './resources/merchant-settings/every-locale.js';
import * as messages from './resources/messages/every-locale.js';
import * as nav from './resources/nav/every-locale.js';
import * as publicTexts from './resources/public/every-locale.js';
import * as status from './resources/status/every-locale.js';
import * as ui from './resources/ui/every-locale.js';
import * as validation from './resources/validation/every-locale.js';
import * as wallets from './resources/wallets/every-locale.js';
import * as widget from './resources/widget/every-locale.js';
import * as withdrawals from './resources/withdrawals/every-locale.js';

/**
 * Every text of the platform at once, each locale module imported eagerly: for the server, which
 * answers in any locale synchronously (notification templates, localized API messages, statement
 * PDFs), and for the tests. A browser app never imports this module (it would carry every locale):
 * it takes English and loads its user's locale (`loadAppTexts(locale)`, … of `./resources`).
 */
const everyLocale: { [N in Namespace]: Readonly<Record<LocaleCode, LocaleResources[N]>> } = {
  account,
  app,
  checkout,
  gallery,
  markets,
  merchant,
  merchantSettings,
  messages,
  nav,
  public: publicTexts,
  status,
  ui,
  validation,
  wallets,
  widget,
  withdrawals,
};

/** One locale's texts of every namespace. */
function inLocale(locale: LocaleCode): LocaleResources {
  const texts = <N extends Namespace>(namespace: N) => everyLocale[namespace][locale];
  return {
    account: texts('account'),
    app: texts('app'),
    checkout: texts('checkout'),
    gallery: texts('gallery'),
    markets: texts('markets'),
    merchant: texts('merchant'),
    merchantSettings: texts('merchantSettings'),
    messages: texts('messages'),
    nav: texts('nav'),
    public: texts('public'),
    status: texts('status'),
    ui: texts('ui'),
    validation: texts('validation'),
    wallets: texts('wallets'),
    widget: texts('widget'),
    withdrawals: texts('withdrawals'),
  };
}

let resources: Readonly<Record<LocaleCode, LocaleResources>> | undefined;

/** `{ [locale]: { [namespace]: texts } }` of every locale and namespace, the shape i18next takes. */
export function allLocaleResources(): Readonly<Record<LocaleCode, LocaleResources>> {
  resources ??= Object.fromEntries(localeCodes.map((locale) => [locale, inLocale(locale)])) as Record<
    LocaleCode,
    LocaleResources
  >;
  return resources;
}

/** A ready i18next instance in `locale` holding every namespace in every locale (English fallback). */
export function createI18n(locale: LocaleCode = defaultLocale): i18n {
  return createI18nFrom(locale, allLocaleResources());
}

/** Each namespace's loader of one locale, the way the apps load them (tests check every module). */
export const namespaceLoaders: { [N in Namespace]: (locale: LocaleCode) => Promise<LocaleResources[N]> } = {
  account: loadAccountTexts,
  app: loadAppTexts,
  checkout: loadCheckoutTexts,
  gallery: loadGalleryTexts,
  markets: loadMarketsTexts,
  merchant: loadMerchantTexts,
  merchantSettings: loadMerchantSettingsTexts,
  messages: loadMessagesTexts,
  nav: loadNavTexts,
  public: loadPublicTexts,
  status: loadStatusTexts,
  ui: loadUiTexts,
  validation: loadValidationTexts,
  wallets: loadWalletsTexts,
  widget: loadWidgetTexts,
  withdrawals: loadWithdrawalsTexts,
};
