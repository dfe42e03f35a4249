import { describe, expect, it } from 'vitest';
import { allLocaleResources } from '@platform/core/i18n/every-locale';
import { createAppI18n } from './i18n.js';
import { layoutLoaders } from './layout-loaders.js';
import { accountPages } from '../features/account/pages.js';
import { walletPages } from '../features/wallets/pages.js';
import { useLocaleStore } from '../stores/locale-store.js';
import { lazyNamespaces, loadTexts, shellNamespaces, switchLocale } from '../lib/lazy-texts.js';

const { es, fi } = allLocaleResources();

describe('lazy feature texts (chunks of their own, one locale at a time)', () => {
  it('are not in the shell, and arrive with the first page or layout that shows them, in English and the current locale only', async () => {
    for (const namespace of lazyNamespaces) expect(Object.keys(shellNamespaces)).not.toContain(namespace);
    const i18n = await createAppI18n('es');
    useLocaleStore.setState({ locale: 'es' });
    useLocaleStore.getState().attach(i18n);
    expect(i18n.t('nav:header.signOut')).toBe(es.nav.header.signOut);
    expect(i18n.hasResourceBundle('es', 'account')).toBe(false);
    expect(i18n.hasResourceBundle('es', 'wallets')).toBe(false);

    expect(typeof (await accountPages['/login']!())).toBe('function');
    expect(i18n.t('account:common.email')).toBe(es.account.common.email);
    expect(i18n.t('ui:networkError')).toBe(es.ui.networkError);
    expect(i18n.hasResourceBundle('en', 'account')).toBe(true); // the fallback
    expect(i18n.hasResourceBundle('fi', 'account')).toBe(false); // no other locale
    expect(i18n.hasResourceBundle('es', 'wallets')).toBe(false);

    expect(typeof (await layoutLoaders.members())).toBe('function');
    expect(i18n.t('wallets:accountValue.title')).toBe(es.wallets.accountValue.title);
    const pages = Object.values(walletPages);
    expect(pages.length).toBeGreaterThan(0);
    await loadTexts('wallets'); // loaded once: nothing new
    expect(i18n.hasResourceBundle('fi', 'wallets')).toBe(false);
  });

  it('switching language loads the new locale of every namespace loaded so far, then switches', async () => {
    const i18n = await createAppI18n('es');
    useLocaleStore.setState({ locale: 'es' });
    useLocaleStore.getState().attach(i18n);
    await loadTexts('account');
    const switching = switchLocale('fi');
    expect(i18n.language).toBe('es'); // not before the Finnish texts are there
    expect(useLocaleStore.getState().locale).toBe('es');
    await switching;
    expect(i18n.language).toBe('fi');
    expect(useLocaleStore.getState().locale).toBe('fi');
    expect(i18n.t('nav:header.signOut')).toBe(fi.nav.header.signOut);
    expect(i18n.t('account:common.email')).toBe(fi.account.common.email);
    expect(i18n.t('ui:networkError')).toBe(fi.ui.networkError);
    expect(i18n.hasResourceBundle('fi', 'merchant')).toBe(false); // not shown yet: loads with its page
  });

  it('when switches overlap, the last one asked for wins', async () => {
    const i18n = await createAppI18n('en');
    useLocaleStore.setState({ locale: 'en' });
    useLocaleStore.getState().attach(i18n);
    const first = switchLocale('it');
    const second = switchLocale('no');
    await Promise.all([first, second]);
    expect(useLocaleStore.getState().locale).toBe('no');
    expect(i18n.language).toBe('no');
  });
});
