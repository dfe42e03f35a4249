import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { membersHeaderItems, regulationBadgeVariant, type Configuration, type User } from '@platform/core';
import { NavItemLink } from '../../components/navigation/nav-item-link.js';
import { LanguagePicker } from '../../features/locale/components/language-picker.js';
import { useSignOut } from '../../lib/session/use-sign-out.js';

/** Initials of the signed-in user ("Ada Lovelace" → "AL"); the email's first letter without names. */
export function userInitials(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const letters = [user.firstName, user.lastName].map((name) => name.trim().charAt(0)).join('');
  return (letters || user.email.charAt(0)).toLocaleUpperCase();
}

/**
 * Members header of spec §2: the dropdown from core's rules, the account number and initials of the
 * signed-in user, the language picker and the regulation badge (one variant for wl_id 2).
 */
export function MembersHeader({ configuration, user }: { configuration: Configuration; user: User | null }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const { pathname, hash } = useLocation();
  // The dropdown closes when one of its links is followed.
  useEffect(() => setOpen(false), [pathname, hash]);
  const badge = regulationBadgeVariant(configuration);
  return (
    <header className="members-header">
      <a className={`regulation-badge regulation-badge--${badge}`} href={configuration.lic_url || undefined}>
        {t(badge === 'alternative' ? 'regulationBadgeLicensed' : 'regulationBadge')}
      </a>
      <LanguagePicker configuration={configuration} />
      <div className="members-header__menu">
        <button
          type="button"
          className="members-header__toggle"
          aria-expanded={open}
          aria-label={t('accountMenu')}
          onClick={() => setOpen(!open)}
        >
          {user !== null && (
            <span className="members-header__initials" aria-hidden="true">
              {userInitials(user)}
            </span>
          )}
          {user?.account_number !== undefined && (
            <span className="members-header__account">
              <span className="visually-hidden">{t('nav:header.accountNumber')} </span>
              {user.account_number}
            </span>
          )}
        </button>
        {open && (
          <ul className="members-header__dropdown" aria-label={t('accountMenu')}>
            {user?.account_number !== undefined && (
              <li className="members-header__account-line">
                {t('nav:header.accountNumber')}: {user.account_number}
              </li>
            )}
            {membersHeaderItems(configuration, user ?? {}).map((item) => (
              <li key={item.id}>
                {'action' in item ? (
                  <button type="button" className="members-header__link" onClick={() => void signOut()}>
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
