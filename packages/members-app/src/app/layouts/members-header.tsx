import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { membersHeaderItems, regulationBadgeVariant, type Configuration, type User } from '@platform/core';
import { LanguagePicker } from '../../features/locale/components/language-picker.js';
import { useSignOut } from '../../lib/session/use-sign-out.js';
import { DropdownMenu, MenuItem, MenuLabel, MenuLink, MenuSeparator } from '../../components/ui/dropdown-menu.js';
import { Icon } from '../../components/ui/icon.js';
import { BrandLogo } from '../../components/brand-logo.js';
import { useSidebarStore } from '../../stores/sidebar-store.js';
import { navIcons } from './nav-icons.js';
import { userInitials } from '../../lib/session/user-initials.js';

export { userInitials } from '../../lib/session/user-initials.js';

function AccountMenu({ configuration, user }: { configuration: Configuration; user: User | null }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const trigger = (
    // No aria-label: the name is the words shown plus the hidden "Account menu", so a voice user
    // can say what they see (WCAG 2.5.3).
    <button type="button" className="members-header__toggle">
      {user !== null && (
        <span className="members-header__initials" aria-hidden="true">
          {userInitials(user)}
        </span>
      )}
      <span className="visually-hidden">{t('accountMenu')} </span>
      {user?.account_number !== undefined && (
        <span className="members-header__account">
          <span className="visually-hidden">{t('nav:header.accountNumber')} </span>
          {user.account_number}
        </span>
      )}
      <Icon name="chevronDown" />
    </button>
  );
  return (
    <DropdownMenu trigger={trigger} label={t('accountMenu')}>
      {user?.account_number !== undefined && (
        <MenuLabel>
          {t('nav:header.accountNumber')}: {user.account_number}
        </MenuLabel>
      )}
      {membersHeaderItems(configuration, user ?? {}).map((item) => {
        const icon = navIcons[item.id];
        if ('action' in item)
          return [
            <MenuSeparator key="separator" />,
            <MenuItem key={item.id} onSelect={() => void signOut()}>
              {icon ? <Icon name={icon} /> : null}
              {t(item.labelKey)}
            </MenuItem>,
          ];
        return (
          <MenuLink key={item.id}>
            <Link to={item.href}>
              {icon ? <Icon name={icon} /> : null}
              {t(item.labelKey)}
            </Link>
          </MenuLink>
        );
      })}
    </DropdownMenu>
  );
}

/** The regulation badge of spec §2 (one variant for wl_id 2): a link to the licence when the brand has one. */
function RegulationBadge({ configuration }: { configuration: Configuration }) {
  const { t } = useTranslation();
  const badge = regulationBadgeVariant(configuration);
  const content = (
    <>
      <Icon name="shield" />
      <span className="regulation-badge__text">
        {t(badge === 'alternative' ? 'regulationBadgeLicensed' : 'regulationBadge')}
      </span>
    </>
  );
  const className = `regulation-badge regulation-badge--${badge}`;
  if (configuration.lic_url === '') return <span className={className}>{content}</span>;
  return (
    <a className={className} href={configuration.lic_url} rel="noopener">
      {content}
    </a>
  );
}

/**
 * Members header of spec §2: the dropdown from core's rules (a menu button with arrow keys and
 * type-ahead), the account number and initials of the signed-in user, the language picker and the
 * regulation badge (one variant for wl_id 2). On phones it also holds the menu button that opens
 * the navigation drawer, and the brand.
 */
export function MembersHeader({ configuration, user }: { configuration: Configuration; user: User | null }) {
  const { t } = useTranslation();
  const openDrawer = useSidebarStore((state) => state.setDrawerOpen);
  return (
    <header className="members-header">
      <button
        type="button"
        className="button button--ghost button--icon members-header__menu-button"
        aria-label={t('ui:openMenu')}
        onClick={() => openDrawer(true)}
      >
        <Icon name="menu" />
      </button>
      <Link to="/wallets" className="members-header__brand">
        <BrandLogo configuration={configuration} variant="default" />
      </Link>
      <RegulationBadge configuration={configuration} />
      <div className="members-header__tools">
        <LanguagePicker configuration={configuration} />
        <AccountMenu configuration={configuration} user={user} />
      </div>
    </header>
  );
}
