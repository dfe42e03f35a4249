import { describe, expect, it } from 'vitest';
import { membersSidebarItems, sidebarWalletLinks } from './members-sidebar.js';
import { membersHeaderItems, regulationBadgeVariant } from './members-header.js';
import { homeNavItems, type HomeNavConfigInput } from './home-nav.js';
import type { BrandSwitchesInput, UserPermissionsInput } from './inputs.js';

const off: BrandSwitchesInput = {
  wl_id: 1,
  enable_flow: 0,
  enable_trade: 0,
  enable_widget: 0,
  enable_withdraw: 0,
  enable_statements: 0,
  registration_new_flow: 0,
};
const noRights: UserPermissionsInput = {
  permissions: { send: '0', withdrawal: '0', fiat_withdrawals: '0', widget: '0' },
};
const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('members sidebar (spec §2, §6)', () => {
  const table: { sentence: string; config: BrandSwitchesInput; user: UserPermissionsInput; expected: string[] }[] = [
    {
      sentence: '§2 Sidebar: Trade (if enable_trade), Wallets, Transactions',
      config: { ...off, enable_trade: '1' },
      user: { permissions: null },
      expected: ['trade', 'wallets', 'transactions', 'accountVerification'],
    },
    {
      sentence: '§2 Sidebar: no Trade without enable_trade',
      config: off,
      user: { permissions: { send: 1 } },
      expected: ['wallets', 'transactions', 'accountVerification'],
    },
    {
      sentence: '§2 Sidebar: Merchant Transactions and Settlements (if user permission fiat_withdrawals is 1)',
      config: off,
      user: { permissions: { send: 1, fiat_withdrawals: '1' } },
      expected: ['wallets', 'transactions', 'merchantTransactions', 'settlements', 'accountVerification'],
    },
    {
      sentence: '§2 Sidebar: Payment Link (if enable_widget and user widget permission 1)',
      config: { ...off, enable_widget: true },
      user: { permissions: { send: 1, widget: 1 } },
      expected: ['wallets', 'transactions', 'paymentLink', 'accountVerification'],
    },
    {
      sentence: '§2 Sidebar: no Payment Link with widget permission but enable_widget off',
      config: off,
      user: { permissions: { send: 1, widget: 1 } },
      expected: ['wallets', 'transactions', 'accountVerification'],
    },
    {
      sentence: '§2 Sidebar: no Payment Link with enable_widget but no widget permission',
      config: { ...off, enable_widget: 1 },
      user: { permissions: { send: 1, widget: 0 } },
      expected: ['wallets', 'transactions', 'accountVerification'],
    },
    {
      sentence: '§2 Sidebar: Account Verification (if no permissions object or send is 1)',
      config: off,
      user: {},
      expected: ['wallets', 'transactions', 'accountVerification'],
    },
    {
      sentence: '§6 send (hides verification and wallets when off)',
      config: off,
      user: noRights,
      expected: ['transactions'],
    },
  ];
  it.each(table)('$sentence', ({ config, user, expected }) => {
    expect(ids(membersSidebarItems(config, user))).toEqual(expected);
  });

  it('§2 A crypto accounts list with View All and Add Another Wallet (wallets?addWallet=true)', () => {
    expect(sidebarWalletLinks({ permissions: null }).map((item) => item.href)).toEqual([
      '/wallets',
      '/wallets?addWallet=true',
    ]);
    expect(sidebarWalletLinks(noRights)).toEqual([]);
  });
});

describe('members header dropdown (spec §2)', () => {
  const always = ['viewProfile', 'securitySettings', 'transactions', 'signOut'];
  const table: { sentence: string; config: BrandSwitchesInput; user: UserPermissionsInput; expected: string[] }[] = [
    {
      sentence: '§2 Header: Withdraw Fiat (enable_withdraw with wl_id 2)',
      config: { ...off, enable_withdraw: 1, wl_id: 2 },
      user: noRights,
      expected: ['withdrawFiat', ...always],
    },
    {
      sentence: '§2 Header: no Withdraw Fiat for enable_withdraw with another wl_id',
      config: { ...off, enable_withdraw: 1, wl_id: 1 },
      user: noRights,
      expected: always,
    },
    {
      sentence: '§2 Header: Withdraw Fiat (… or user withdrawal permission 1)',
      config: off,
      user: { permissions: { withdrawal: '1', send: 0 } },
      expected: ['withdrawFiat', ...always],
    },
    {
      sentence: '§2 Header: View Profile, Verify Account (send permission), Security Settings, Transactions, Sign out',
      config: off,
      user: { permissions: { send: '1' } },
      expected: ['viewProfile', 'verifyAccount', 'securitySettings', 'transactions', 'signOut'],
    },
    {
      sentence: '§2 Header: Account Statements (enable_statements, profile#statements)',
      config: { ...off, enable_statements: 1 },
      user: noRights,
      expected: ['viewProfile', 'securitySettings', 'accountStatements', 'transactions', 'signOut'],
    },
    {
      sentence: '§2 Header: Widget Settings (enable_widget and widget permission, profile#widgetSettings)',
      config: { ...off, enable_widget: 1 },
      user: { permissions: { widget: '1' } },
      expected: ['viewProfile', 'securitySettings', 'widgetSettings', 'transactions', 'signOut'],
    },
  ];
  it.each(table)('$sentence', ({ config, user, expected }) => {
    expect(ids(membersHeaderItems(config, user))).toEqual(expected);
  });

  it('§2 Header: Withdraw Fiat opens the withdraw page on its fiat part', () => {
    const item = membersHeaderItems(off, { permissions: { withdrawal: '1' } }).find(
      (entry) => entry.id === 'withdrawFiat',
    );
    expect(item && 'href' in item ? item.href : null).toBe('/withdrawal?method=fiat');
  });

  it('§2 Header: the profile entries link to profile#security, #statements and #widgetSettings', () => {
    const items = membersHeaderItems(
      { ...off, enable_statements: 1, enable_widget: 1 },
      { permissions: { widget: 1 } },
    );
    const hrefs = Object.fromEntries(items.map((item) => [item.id, 'href' in item ? item.href : item.action]));
    expect(hrefs).toMatchObject({
      securitySettings: '/profile#security',
      accountStatements: '/profile#statements',
      widgetSettings: '/profile#widgetSettings',
      signOut: 'signOut',
    });
  });

  it.each([
    [2, 'alternative'],
    ['2', 'alternative'],
    [1, 'standard'],
  ] as const)('§2 regulation badge: one variant when wl_id is 2, another otherwise (wl_id %s)', (wl_id, variant) => {
    expect(regulationBadgeVariant({ wl_id })).toBe(variant);
  });
});

describe('home nav (spec §2)', () => {
  const urls = {
    buy_url: 'https://buy.example',
    wallet_url: 'https://wallet.example',
    markets_url: '',
    white_label_url: 'https://wl.example',
  };
  const table: { sentence: string; config: HomeNavConfigInput; expected: [string, string][] }[] = [
    {
      sentence: '§2 Home nav: Prices, Wallet, Buy Coins, Contact, Legal, Get Started (register/), Login',
      config: { ...off, ...urls },
      expected: [
        ['prices', '/prices'],
        ['wallet', 'https://wallet.example'],
        ['buyCoins', '/buy'],
        ['contact', '/contact'],
        ['legal', '/terms'],
        ['getStarted', '/register/'],
        ['login', '/login'],
      ],
    },
    {
      sentence:
        '§2 Home nav: Buy Coins (external buy site if enable_flow); Get Started register/personal_details if registration_new_flow',
      config: { ...off, ...urls, enable_flow: 1, registration_new_flow: '1' },
      expected: [
        ['prices', '/prices'],
        ['wallet', 'https://wallet.example'],
        ['buyCoins', 'https://buy.example'],
        ['contact', '/contact'],
        ['legal', '/terms'],
        ['getStarted', '/register/personal_details'],
        ['login', '/login'],
      ],
    },
    {
      sentence: '§2 Home nav: When wl_id is 2 the nav is: Exchange & Wallet, White Label Platforms, Markets',
      config: { ...off, ...urls, wl_id: 2, enable_flow: 1 },
      expected: [
        ['exchangeAndWallet', 'https://wallet.example'],
        ['whiteLabelPlatforms', 'https://wl.example'],
        ['markets', '/prices'],
      ],
    },
  ];
  it.each(table)('$sentence', ({ config, expected }) => {
    expect(homeNavItems(config).map((item) => [item.id, item.href])).toEqual(expected);
  });

  it('has no Get Started and Login for a signed-in visitor, nor while it is unknown (the account shows instead)', () => {
    for (const session of ['signedIn', 'unknown'] as const) {
      expect(homeNavItems({ ...off, ...urls }, session).map((item) => item.id)).toEqual([
        'prices',
        'wallet',
        'buyCoins',
        'contact',
        'legal',
      ]);
    }
    expect(homeNavItems({ ...off, ...urls }, 'signedOut').map((item) => item.id)).toContain('login');
  });

  it('marks brand URLs as external links', () => {
    const buy = homeNavItems({ ...off, ...urls, enable_flow: 1 }).find((item) => item.id === 'buyCoins');
    expect(buy?.external).toBe(true);
  });
});
