import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import type { Root } from 'react-dom/client';
import { allLocaleResources } from '@platform/core/i18n/every-locale';
import { startApp } from './start-app.js';
import { brandDetails } from '../testing/brand-details.js';
import { configurationQueryKey } from '../lib/configuration.js';
import { createQueryClient } from '../lib/query-client.js';
import { useLocaleStore } from '../stores/locale-store.js';

const { en, cz } = allLocaleResources();
let started: Root | undefined;

afterEach(() => {
  act(() => started?.unmount());
  started = undefined;
  document.body.innerHTML = '';
  document.cookie = 'locale=; Max-Age=0; Path=/';
  useLocaleStore.setState({ locale: 'en', i18n: null });
});

/** Boots the app the way main.tsx does, at `url`, recording every text its root ever showed. */
function boot(url: string, cookie: string) {
  const root = document.createElement('div');
  document.body.append(root);
  const shown: string[] = [];
  new MutationObserver(() => shown.push(root.textContent ?? '')).observe(root, {
    childList: true,
    subtree: true,
    characterData: true,
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(configurationQueryKey, brandDetails());
  const search = new URL(url, 'http://localhost').search;
  const booting = startApp(root, {
    search,
    cookie,
    queryClient,
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [url] }),
  });
  return { root, shown, booting };
}

const homeNav = () => within(screen.getByRole('banner')).getByRole('navigation');

describe('the app boot (main.tsx)', () => {
  it('renders a Czech visitor’s first screen in Czech, after the Czech texts loaded: never English first', async () => {
    const { root, shown, booting } = boot('/', 'locale=cz');
    expect(root.textContent).toBe(''); // nothing renders before the locale's texts are there
    started = await act(() => booting);
    await screen.findByRole('link', { name: cz.nav.home.prices });
    expect(homeNav().textContent).toContain(cz.nav.home.login);
    expect(document.documentElement.lang).toBe('cs');
    const english = [en.nav.home.prices, en.nav.home.login, en.app.loading, en.app.footerRights];
    for (const text of shown) for (const word of english) expect(text).not.toContain(word);
  });

  it('takes a supported ?lang= over the cookie before the first render, and remembers it', async () => {
    const { shown, booting } = boot('/?lang=cz', 'locale=de');
    started = await act(() => booting);
    await screen.findByRole('link', { name: cz.nav.home.prices });
    expect(useLocaleStore.getState().locale).toBe('cz');
    expect(document.cookie).toContain('locale=cz');
    expect(shown.filter((text) => text.includes(allLocaleResources().de.nav.home.prices))).toEqual([]);
  });

  it('shows the 404 page of an unsupported ?lang= in the cookie’s language', async () => {
    const { booting } = boot('/?lang=xx', 'locale=cz');
    started = await act(() => booting);
    expect(await screen.findByText(cz.messages.errors.pageNotFound)).toBeTruthy();
    expect(useLocaleStore.getState().locale).toBe('cz');
  });

  it('renders an English visitor’s first screen from the bundle’s English', async () => {
    const { booting } = boot('/', '');
    started = await act(() => booting);
    expect(await screen.findByRole('link', { name: en.nav.home.prices })).toBeTruthy();
  });
});
