import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { HomeNav } from './home-nav.js';
import { brandDetails } from '../../testing/brand-details.js';
import { expiredCookie, installFakeApi, meAnswer, success } from '../../testing/fake-api.js';
import { renderApp } from '../../testing/render-app.js';
import { renderWithProviders } from '../../testing/render-with-providers.js';

afterEach(cleanup);

const navigation = () => within(screen.getByRole('navigation', { name: 'Main navigation' }));

/** The nav of an anonymous visitor (no session cookie, so nothing is asked). */
function renderNav(details: ReturnType<typeof brandDetails>) {
  installFakeApi({}, { sessionCookie: false });
  renderWithProviders(
    <MemoryRouter>
      <HomeNav configuration={details.module} />
    </MemoryRouter>,
  );
  return navigation().getAllByRole('link');
}

describe('home nav (spec §2)', () => {
  it('wl_id 1: Prices … Login, Buy Coins external when enable_flow, Get Started per registration_new_flow', () => {
    const links = renderNav(
      brandDetails({ wl_id: 1, enable_flow: 1, buy_url: 'https://buy.demo.example/', registration_new_flow: 1 }),
    );
    expect(links.map((link) => link.textContent)).toEqual([
      'Prices',
      'Wallet',
      'Buy Coins',
      'Contact',
      'Legal',
      'Get Started',
      'Login',
    ]);
    const href = (name: string) => links.find((link) => link.textContent === name)?.getAttribute('href');
    expect(href('Buy Coins')).toBe('https://buy.demo.example/');
    expect(href('Get Started')).toBe('/register/personal_details');
    expect(href('Login')).toBe('/login');
  });

  it('wl_id 1 without the switches: Buy Coins stays in the app and Get Started goes to register/', () => {
    const links = renderNav(brandDetails({ wl_id: 1 }));
    const href = (name: string) => links.find((link) => link.textContent === name)?.getAttribute('href');
    expect(href('Buy Coins')).toBe('/buy');
    expect(href('Get Started')).toBe('/register/');
  });

  it('wl_id 1 with enable_flow and no buy_url: Buy Coins loads the checkout at /flow/, outside the app router', () => {
    const links = renderNav(brandDetails({ wl_id: 1, enable_flow: 1 }));
    const buyCoins = links.find((link) => link.textContent === 'Buy Coins');
    expect(buyCoins?.getAttribute('href')).toBe('/flow/');
    // The router handles (prevents) clicks on its own links; this one is left to the browser.
    const handledByRouter = (link: HTMLElement | undefined): boolean => {
      let prevented = false;
      const observe = (event: MouseEvent) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      };
      document.addEventListener('click', observe);
      fireEvent.click(link!);
      document.removeEventListener('click', observe);
      return prevented;
    };
    expect(handledByRouter(buyCoins)).toBe(false);
    expect(handledByRouter(links.find((link) => link.textContent === 'Prices'))).toBe(true);
  });

  it('shows a signed-in visitor their account and Sign out instead of Get Started and Login (issue 15)', async () => {
    const api = installFakeApi({
      'GET /users/me': () => meAnswer(),
      'POST /users/logout': () => {
        document.cookie = expiredCookie('signed_in'); // as the server's answer clears it
        return success({ logged_out: true });
      },
    });
    const { router } = await renderApp('/prices', { details: brandDetails({ wl_id: 1 }) });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    const account = await navigation().findByRole('link', { name: 'Your account: Ada Lovelace' });
    expect(account.getAttribute('href')).toBe('/wallets');
    expect(account.textContent).toBe('Your account: AL Ada Lovelace');
    expect(navigation().queryByRole('link', { name: 'Get Started' })).toBeNull();
    expect(navigation().queryByRole('link', { name: 'Login' })).toBeNull();
    fireEvent.click(navigation().getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.calls.map((call) => call.route)).toContain('POST /users/logout');
  });

  it('wl_id 2: Exchange & Wallet, White Label Platforms, Markets only', () => {
    const links = renderNav(brandDetails({ wl_id: 2, markets_url: 'https://markets.alt.example/' }));
    expect(links.map((link) => link.textContent)).toEqual(['Exchange & Wallet', 'White Label Platforms', 'Markets']);
    expect(links[2]?.getAttribute('href')).toBe('https://markets.alt.example/');
  });
});
