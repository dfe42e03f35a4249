import { describe, expect, it } from 'vitest';
import { accountTexts, uiTexts, walletsTexts } from '@platform/core';
import { createAppI18n, shellNamespaces } from './i18n.js';
import { layoutLoaders } from './layout-loaders.js';
import { accountPages } from '../features/account/pages.js';
import { walletPages } from '../features/wallets/pages.js';
import { useLocaleStore } from '../stores/locale-store.js';
import { lazyNamespaces, loadTexts } from '../lib/lazy-texts.js';

describe('lazy feature texts (chunks of their own)', () => {
  it('are not in the shell, and arrive with the first page or layout that shows them, in every locale', async () => {
    for (const namespace of lazyNamespaces) expect(Object.keys(shellNamespaces)).not.toContain(namespace);
    const i18n = createAppI18n('es');
    useLocaleStore.getState().attach(i18n);
    expect(i18n.hasResourceBundle('es', 'account')).toBe(false);
    expect(i18n.hasResourceBundle('es', 'wallets')).toBe(false);

    expect(typeof (await accountPages['/login']!())).toBe('function');
    expect(i18n.t('account:common.email')).toBe(accountTexts.es.common.email);
    expect(i18n.t('ui:networkError')).toBe(uiTexts.es.networkError);
    expect(i18n.hasResourceBundle('es', 'wallets')).toBe(false);

    expect(typeof (await layoutLoaders.members())).toBe('function');
    expect(i18n.t('wallets:accountValue.title')).toBe(walletsTexts.es.accountValue.title);
    await i18n.changeLanguage('fi');
    expect(i18n.t('account:common.email')).toBe(accountTexts.fi.common.email);
    expect(i18n.t('ui:networkError')).toBe(uiTexts.fi.networkError);
    expect(i18n.t('wallets:accountValue.title')).toBe(walletsTexts.fi.accountValue.title);

    const pages = Object.values(walletPages);
    expect(pages.length).toBeGreaterThan(0);
    await loadTexts('wallets'); // loaded once: the same promise again
  });
});
