import { useTranslation } from 'react-i18next';
import { membersSidebarItems, sidebarWalletLinks, type Configuration, type UserPermissionsInput } from '@platform/core';
import { NavItemLink } from '../../components/navigation/nav-item-link.js';
import { BrandLogo } from '../../components/brand-logo.js';

/**
 * Members sidebar of spec §2 from core's rules. The signed-in user (permissions, wallets, account
 * value) arrives with the auth issue; until then the rules see a user without a permissions
 * object and the wallet list and account value are not shown (no invented balances).
 */
export function MembersSidebar({ configuration, user }: { configuration: Configuration; user: UserPermissionsInput }) {
  const { t } = useTranslation();
  const walletLinks = sidebarWalletLinks(user);
  return (
    <aside className="members-sidebar">
      <div className="members-sidebar__brand">
        <BrandLogo configuration={configuration} variant="white" />
      </div>
      <nav aria-label={t('mainNavigation')}>
        <ul className="members-sidebar__items">
          {membersSidebarItems(configuration, user).map((item) => (
            <li key={item.id}>
              <NavItemLink item={item} className="members-sidebar__link" />
            </li>
          ))}
        </ul>
      </nav>
      {walletLinks.length > 0 && (
        <section className="members-sidebar__wallets">
          <h2>{t('nav:sidebar.cryptoAccounts')}</h2>
          <ul className="members-sidebar__items">
            {walletLinks.map((item) => (
              <li key={item.id}>
                <NavItemLink item={item} className="members-sidebar__link" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}
