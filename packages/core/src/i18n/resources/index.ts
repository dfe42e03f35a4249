import { localeCodes, type LocaleCode } from '../locales.js';
import { app } from './app.js';
import { checkout } from './checkout.js';
import { messages } from './messages.js';
import { nav } from './nav.js';
import { status } from './status.js';
import { validation } from './validation.js';
import { widget } from './widget.js';

/** Every namespace, each a file in this folder holding all seven locales. */
const byNamespace = { app, checkout, messages, nav, status, validation, widget };

export type Namespace = keyof typeof byNamespace;
export const namespaces = Object.keys(byNamespace) as Namespace[];

export type LocaleResources = { [N in Namespace]: (typeof byNamespace)[N]['en'] };

/** `{ [locale]: { [namespace]: texts } }`, the shape i18next takes. */
export const resources = Object.fromEntries(
  localeCodes.map((locale) => [
    locale,
    Object.fromEntries(namespaces.map((namespace) => [namespace, byNamespace[namespace][locale]])),
  ]),
) as Record<LocaleCode, LocaleResources>;
