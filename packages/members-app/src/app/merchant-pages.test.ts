import { describe, expect, it } from 'vitest';
import { allLocaleResources } from '@platform/core/i18n/every-locale';
import { createAppI18n } from './i18n.js';
import { useLocaleStore } from '../stores/locale-store.js';
import { shellNamespaces, switchLocale } from '../lib/lazy-texts.js';
import { loadWidgetSettingsTab, merchantPages } from '../features/merchant/pages.js';

const { de, fi } = allLocaleResources();

describe('merchant pages and their texts (chunks of their own)', () => {
  it('load the merchant texts with a page, and the widget settings texts only with the tab', async () => {
    expect(Object.keys(shellNamespaces)).not.toContain('merchant');
    const i18n = await createAppI18n('de');
    useLocaleStore.setState({ locale: 'de' });
    useLocaleStore.getState().attach(i18n);
    expect(i18n.hasResourceBundle('de', 'merchant')).toBe(false);

    expect(typeof (await merchantPages['/merchantSettlements/wire']!())).toBe('function');
    expect(i18n.t('merchant:settlements.title')).toBe(de.merchant.settlements.title);
    expect(i18n.hasResourceBundle('de', 'merchantSettings')).toBe(false);

    expect(typeof (await loadWidgetSettingsTab())).toBe('function');
    expect(i18n.t('merchantSettings:webhook.title')).toBe(de.merchantSettings.webhook.title);
    await switchLocale('fi');
    expect(i18n.t('merchant:paymentLink.title')).toBe(fi.merchant.paymentLink.title);
    expect(i18n.t('merchantSettings:webhook.title')).toBe(fi.merchantSettings.webhook.title);
  });
});
