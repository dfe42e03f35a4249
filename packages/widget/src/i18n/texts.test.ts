import { describe, expect, it } from 'vitest';
import { localeCodes } from '@platform/core';
import { fillPlaceholders, loadTexts, translator } from './texts.js';

// Vite's import.meta.glob, typed here only (the widget's program has no Vite or Node types).
declare global {
  interface ImportMeta {
    glob(patterns: string[], options: { query: '?raw'; import: 'default'; eager: true }): Record<string, string>;
  }
}

/** Every `namespace:key` text key written in the widget's source files (tests left out). */
function keysInSource(): string[] {
  const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });
  const keys = new Set<string>();
  for (const source of Object.values(sources)) {
    for (const match of source.matchAll(/'((?:widget|messages|app):[\w.]+)'/g)) keys.add(match[1]!);
  }
  return [...keys];
}

describe('widget texts', () => {
  it('has every key the widget uses, in all 7 locales', async () => {
    const keys = keysInSource();
    expect(keys.length).toBeGreaterThan(40);
    for (const locale of localeCodes) {
      await loadTexts(locale);
      const t = translator(locale);
      const missing = keys.filter((key) => t(key) === key);
      expect(missing, locale).toEqual([]);
    }
  });

  it('fills placeholders and leaves unknown ones as written', async () => {
    await loadTexts('it');
    expect(fillPlaceholders('Pay with {{coin}} ({{iso}})', { coin: 'Bitcoin', iso: 'BTC' })).toBe(
      'Pay with Bitcoin (BTC)',
    );
    expect(fillPlaceholders('{{count}} of {{required}}', { count: 0 })).toBe('0 of {{required}}');
    expect(translator('it')('widget:detected.confirmations', { count: 1, required: 2 })).toBe('1 di 2 conferme');
  });
});
