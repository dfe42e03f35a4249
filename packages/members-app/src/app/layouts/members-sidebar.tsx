import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  canSend,
  membersSidebarItems,
  sidebarWalletLinks,
  type Configuration,
  type UserPermissionsInput,
  type Wallet,
} from '@platform/core';
import { NavItemLink } from '../../components/navigation/nav-item-link.js';
import { BrandLogo } from '../../components/brand-logo.js';
import { Icon } from '../../components/ui/icon.js';
import { useCurrentUser } from '../../lib/session/use-current-user.js';
import { useUserBalances } from '../../features/wallets/api/get-user-balances.js';
import { AccountValue } from '../../features/wallets/components/account-value.js';
import { Amount } from '../../components/ui/amount.js';
import { isCryptoWallet, walletPath } from '../../features/wallets/utils/wallet-currencies.js';
import { navIcons } from './nav-icons.js';
import '../../features/wallets/wallets.css';

/** The crypto accounts list of spec §2: each crypto wallet with its available balance. */
function CryptoAccounts({ wallets }: { wallets: readonly Wallet[] }) {
  const crypto = wallets.filter(isCryptoWallet);
  if (crypto.length === 0) return null;
  return (
    <ul className="members-sidebar__accounts">
      {crypto.map((wallet) => (
        <li key={wallet.currency}>
          <Link className="members-sidebar__account" to={walletPath(wallet.currency)}>
            <span>{wallet.currency}</span> <Amount currency={wallet.currency} value={wallet.available_balance} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function NavIcon({ id }: { id: string }) {
  const name = navIcons[id];
  return name === undefined ? null : <Icon name={name} />;
}

/**
 * Members sidebar of spec §2 from core's rules, with the crypto accounts list (View All, Add Another
 * Wallet → wallets?addWallet=true) and the account value in the user's fiat currency and in BTC.
 * Balances come from GET /users/getUserBalances, polled every 10 s (spec §9) once a user is signed in.
 * Collapsed (wide screens), only the icons show; the labels stay for screen readers and tooltips.
 */
export function MembersSidebar({
  configuration,
  user,
  collapsed = false,
}: {
  configuration: Configuration;
  user: UserPermissionsInput;
  collapsed?: boolean;
}) {
  const { t } = useTranslation();
  const { user: signedInUser } = useCurrentUser();
  const showsWallets = canSend(user);
  const balances = useUserBalances({ enabled: signedInUser !== null && showsWallets });
  const walletLinks = sidebarWalletLinks(user);
  return (
    <aside className={`members-sidebar on-brand${collapsed ? ' members-sidebar--collapsed' : ''}`}>
      <div className="members-sidebar__brand">
        <Link to="/wallets" className="members-sidebar__home">
          <BrandLogo configuration={configuration} variant="white" />
        </Link>
      </div>
      <nav aria-label={t('mainNavigation')}>
        <ul className="members-sidebar__items">
          {membersSidebarItems(configuration, user).map((item) => (
            <li key={item.id}>
              <NavItemLink
                item={item}
                className="members-sidebar__link"
                before={<NavIcon id={item.id} />}
                hideLabel={collapsed}
              />
            </li>
          ))}
        </ul>
      </nav>
      {walletLinks.length > 0 && (
        <section className="members-sidebar__wallets" aria-labelledby="sidebar-crypto-accounts">
          <h2 id="sidebar-crypto-accounts" className={collapsed ? 'visually-hidden' : undefined}>
            {t('nav:sidebar.cryptoAccounts')}
          </h2>
          {balances.data && !collapsed ? <CryptoAccounts wallets={balances.data.wallets} /> : null}
          <ul className="members-sidebar__items">
            {walletLinks.map((item) => (
              <li key={item.id}>
                <NavItemLink
                  item={item}
                  className="members-sidebar__link"
                  before={<NavIcon id={item.id} />}
                  hideLabel={collapsed}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      {balances.data && !collapsed ? (
        <AccountValue
          className="account-value--sidebar"
          fiatCurrency={balances.data.currency ?? signedInUser?.currency ?? configuration.default_currency}
          values={balances.data.account_values}
        />
      ) : null}
    </aside>
  );
}
