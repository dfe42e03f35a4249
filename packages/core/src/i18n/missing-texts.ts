/**
 * What happens when an app asks for a text no loaded resource has (a key that was never written,
 * or a namespace its page did not load). In production nothing: i18next and the iframes'
 * translator show the key. The apps' unit tests install a handler that throws
 * (`failOnMissingTexts`), so a raw key such as `stepUp.title` on a screen fails a test instead of
 * reaching a user.
 */
export type MissingTextHandler = (missing: { key: string; namespace: string; locale: string }) => void;

let handler: MissingTextHandler | null = null;

/**
 * Tests only: installs the handler for every i18n instance created afterwards (`createI18n`,
 * `createI18nFrom`) and for every translator (`translator`). null removes it.
 */
export function onMissingText(next: MissingTextHandler | null): void {
  handler = next;
}

export function missingTextHandler(): MissingTextHandler | null {
  return handler;
}

/** Reports a missing text to the installed handler, if any. */
export function reportMissingText(key: string, namespace: string, locale: string): void {
  handler?.({ key, namespace, locale });
}

/**
 * The handler the apps' test setups install: it throws (so the render that asked fails) and keeps
 * every missing text, so a test whose error an error boundary swallowed still fails afterwards.
 */
export function failOnMissingTexts(): { takeMissing(): string[] } {
  let missing: string[] = [];
  onMissingText(({ key, namespace, locale }) => {
    const text = `${namespace}:${key} (${locale})`;
    missing.push(text);
    throw new Error(`Untranslated text ${text}: no loaded resource has it`);
  });
  return {
    takeMissing() {
      const taken = [...new Set(missing)];
      missing = [];
      return taken;
    },
  };
}
