import { describe, expect, it } from 'vitest';
import { merchantSettingsTexts, merchantTexts } from '@platform/core';
import { createAppI18n, shellNamespaces } from './i18n.js';
import { useLocaleStore } from '../stores/locale-store.js';
import { loadWidgetSettingsTab, merchantPages } from '../features/merchant/pages.js';

describe('merchant pages and their texts (chunks of their own)', () => {
  it('load the merchant texts with a page, and the widget settings texts only with the tab', async () => {
    expect(Object.keys(shellNamespaces)).not.toContain('merchant');
    const i18n = createAppI18n('de');
    useLocaleStore.getState().attach(i18n);
    expect(i18n.hasResourceBundle('de', 'merchant')).toBe(false);

    expect(typeof (await merchantPages['/merchantSettlements/wire']!())).toBe('function');
    expect(i18n.t('merchant:settlements.title')).toBe(merchantTexts.de.settlements.title);
    expect(i18n.hasResourceBundle('de', 'merchantSettings')).toBe(false);

    expect(typeof (await loadWidgetSettingsTab())).toBe('function');
    expect(i18n.t('merchantSettings:webhook.title')).toBe(merchantSettingsTexts.de.webhook.title);
    await i18n.changeLanguage('fi');
    expect(i18n.t('merchant:paymentLink.title')).toBe(merchantTexts.fi.paymentLink.title);
  });
});
