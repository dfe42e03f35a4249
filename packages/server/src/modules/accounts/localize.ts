import { englishValidationMessage, isLocaleCode, localeCodes, type LocaleCode } from '@platform/core';
import { allLocaleResources } from '@platform/core/i18n/every-locale';
import type { FastifyRequest } from 'fastify';
import { accountsTexts, type AccountsTextName } from './accounts-texts.js';

/** The UI language of a request: the `locale` cookie of spec §9 (default en). */
export function requestLocale(request: FastifyRequest): LocaleCode {
  const cookie = request.cookies['locale'];
  return isLocaleCode(cookie) ? cookie : 'en';
}

type Translations = Record<LocaleCode, string>;

function collectStrings(node: unknown, path: string[], into: Map<string, string[]>): void {
  if (typeof node === 'string') into.set(node, path);
  else if (typeof node === 'object' && node !== null)
    for (const [key, value] of Object.entries(node)) collectStrings(value, [...path, key], into);
}

function readPath(node: unknown, path: string[]): string | undefined {
  let current = node;
  for (const part of path)
    current = typeof current === 'object' && current !== null ? (current as Record<string, unknown>)[part] : undefined;
  return typeof current === 'string' ? current : undefined;
}

/** English text → its text in every locale: core's `messages` and `validation` namespaces and the accounts texts. */
const byEnglish: Map<string, Translations> = (() => {
  const table = new Map<string, Translations>();
  const resources = allLocaleResources();
  for (const namespace of ['messages', 'validation'] as const) {
    const english = new Map<string, string[]>();
    collectStrings(resources.en[namespace], [], english);
    for (const [text, path] of english) {
      const translations = {} as Translations;
      for (const locale of localeCodes) translations[locale] = readPath(resources[locale][namespace], path) ?? text;
      table.set(text, translations);
    }
  }
  for (const name of Object.keys(accountsTexts.en) as AccountsTextName[]) {
    const translations = {} as Translations;
    for (const locale of localeCodes) translations[locale] = accountsTexts[locale][name];
    table.set(accountsTexts.en[name], translations);
  }
  return table;
})();

/**
 * A user message in the request's language. The API speaks English (the spec's exact wording)
 * unless the `locale` cookie asks for another language; i18n keys of core's schemas
 * (`validation:…`) become their text; anything unknown (machine tokens such as invalid_session)
 * stays as it is.
 */
export function localizeMessage(message: string, locale: LocaleCode): string {
  const english = message.startsWith('validation:') ? (englishValidationMessage(message) ?? message) : message;
  return byEnglish.get(english)?.[locale] ?? english;
}
