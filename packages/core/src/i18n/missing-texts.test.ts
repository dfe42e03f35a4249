import { afterEach, describe, expect, it } from 'vitest';
import { createI18nFrom } from './create-i18n.js';
import { createI18n } from './every-locale.js';
import { failOnMissingTexts, onMissingText } from './missing-texts.js';
import * as appTexts from './resources/app/every-locale.js';
import * as uiTexts from './resources/ui/every-locale.js';
import { translator } from './translate.js';

afterEach(() => onMissingText(null));

describe('missing texts (the apps’ tests make them throw)', () => {
  it('throws for a key no resource has, and for a namespace the instance did not load', () => {
    const missing = failOnMissingTexts();
    const all = createI18n('es');
    expect(all.t('ui:stepUpTitle')).toBe(uiTexts.es.stepUpTitle);
    expect(() => all.t('ui:stepUp.title')).toThrow('Untranslated text ui:stepUp.title');
    const shell = createI18nFrom('es', { en: { app: appTexts.en }, es: { app: appTexts.es } });
    expect(shell.t('app:loading')).toBe(appTexts.es.loading);
    expect(() => shell.t('ui:stepUpTitle')).toThrow(/ui:stepUpTitle/);
    expect(missing.takeMissing()).toEqual(['ui:stepUp.title (en)', 'ui:stepUpTitle (en)']);
    expect(missing.takeMissing()).toEqual([]);
  });

  it('throws in the iframes’ translator too', () => {
    const missing = failOnMissingTexts();
    const t = translator('de', { en: { app: appTexts.en }, de: { app: appTexts.de } });
    expect(t('app:loading')).toBe(appTexts.de.loading);
    expect(() => t('widget:home.title')).toThrow(/widget:home.title \(de\)/);
    expect(missing.takeMissing()).toEqual(['widget:home.title (de)']);
  });

  it('shows the key, as before, without a handler (production)', () => {
    expect(createI18n('en').t('ui:nothing.here')).toBe('nothing.here');
    expect(translator('en', { en: { app: appTexts.en } })('app:nothing')).toBe('app:nothing');
  });
});
