import { localeCodes, type LocaleCode } from '../locales.js';
import { account } from './account.js';
import { app } from './app.js';
import { checkout } from './checkout.js';
import { merchant } from './merchant.js';
import { merchantSettings } from './merchant-settings.js';
import { messages } from './messages.js';
import { nav } from './nav.js';
import { status } from './status.js';
import { ui } from './ui.js';
import { validation } from './validation.js';
import { wallets } from './wallets.js';
import { widget } from './widget.js';

/**
 * Each namespace on its own, all seven locales, for apps that ship only some namespaces (the
 * iframes' `translator`): importing one does not pull in the others.
 */
export {
  account as accountTexts,
  app as appTexts,
  checkout as checkoutTexts,
  merchant as merchantTexts,
  merchantSettings as merchantSettingsTexts,
  messages as messagesTexts,
  nav as navTexts,
  status as statusTexts,
  ui as uiTexts,
  validation as validationTexts,
  wallets as walletsTexts,
  widget as widgetTexts,
};

/** Every namespace, each a file in this folder holding all seven locales. */
const byNamespace = {
  account,
  app,
  checkout,
  merchant,
  merchantSettings,
  messages,
  nav,
  status,
  ui,
  validation,
  wallets,
  widget,
};

export type Namespace = keyof typeof byNamespace;
export const namespaces = /* @__PURE__ */ Object.keys(byNamespace) as Namespace[];

export type LocaleResources = { [N in Namespace]: (typeof byNamespace)[N]['en'] };

function byLocale(): Record<LocaleCode, LocaleResources> {
  return Object.fromEntries(
    localeCodes.map((locale) => [
      locale,
      Object.fromEntries(namespaces.map((namespace) => [namespace, byNamespace[namespace][locale]])),
    ]),
  ) as Record<LocaleCode, LocaleResources>;
}

/**
 * `{ [locale]: { [namespace]: texts } }`, the shape i18next takes. Built by a call marked pure, so
 * a bundle that never reads it (the iframes) drops it and every namespace it would pull in.
 */
export const resources = /* @__PURE__ */ byLocale();
