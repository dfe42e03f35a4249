import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  cookieNames,
  logoutDecision,
  membersHeaderItems,
  regulationBadgeVariant,
  type Configuration,
  type UserPermissionsInput,
} from '@platform/core';
import { NavItemLink } from '../../components/navigation/nav-item-link.js';
import { LanguagePicker } from '../../features/locale/components/language-picker.js';
import { writeCookie } from '../../lib/cookies.js';

/**
 * Members header of spec §2: the dropdown from core's rules, the language picker and the
 * regulation badge (one variant for wl_id 2). Account number and initials come with the user.
 */
export function MembersHeader({ configuration, user }: { configuration: Configuration; user: UserPermissionsInput }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const badge = regulationBadgeVariant(configuration);
  const signOut = () => {
    // Spec §4: logout removes the token cookie and clears the user.
    writeCookie(cookieNames.token, '', 0);
    void navigate(logoutDecision.redirect);
  };
  return (
    <header className="members-header">
      <a className={`regulation-badge regulation-badge--${badge}`} href={configuration.lic_url || undefined}>
        {t(badge === 'alternative' ? 'regulationBadgeLicensed' : 'regulationBadge')}
      </a>
      <LanguagePicker configuration={configuration} />
      <div className="members-header__menu">
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {t('accountMenu')}
        </button>
        {open && (
          <ul className="members-header__dropdown">
            {membersHeaderItems(configuration, user).map((item) => (
              <li key={item.id}>
                {'action' in item ? (
                  <button type="button" className="members-header__link" onClick={signOut}>
                    {t(item.labelKey)}
                  </button>
                ) : (
                  <NavItemLink item={item} className="members-header__link" />
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </header>
  );
}
