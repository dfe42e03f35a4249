import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Configuration, User } from '@platform/core';
import { useCurrentUser } from '../../../../lib/session/use-current-user.js';
import { useBrandStore } from '../../../../stores/brand-store.js';
import { AccountPage } from '../account-page.js';
import { PersonalDetailsEditor } from './personal-details-editor.js';
import { SecurityTab } from './security-tab.js';
import { ContactChange } from './contact-change.js';

/** A tab another feature adds (e.g. #statements); the app layer composes it in. */
export interface ProfileExtraTab {
  /** The URL hash without '#'. */
  id: string;
  labelKey: string;
  Component: ComponentType;
  visible?: (configuration: Configuration, user: User) => boolean;
}

/**
 * profile: personal details, and #security (spec §2 header "Security Settings"). Tabs follow the
 * URL hash so the header's links open the right one.
 */
export function ProfilePage({ extraTabs = [] }: { extraTabs?: ProfileExtraTab[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { user } = useCurrentUser();
  const configuration = useBrandStore((state) => state.details?.module);
  if (user === null || configuration === undefined) return null;
  const tabs = [
    { id: 'details', labelKey: 'account:profile.details' },
    { id: 'security', labelKey: 'account:profile.security' },
    ...extraTabs.filter((tab) => tab.visible?.(configuration, user) ?? true),
  ];
  const hash = location.hash.replace(/^#/, '');
  const current = tabs.find((tab) => tab.id === hash)?.id ?? 'details';
  const extra = extraTabs.find((tab) => tab.id === current);
  return (
    <AccountPage title={t('account:profile.title')}>
      {user.account_number !== undefined && (
        <p>
          {t('account:profile.accountNumber')}:{' '}
          <span className="profile-page__account-number">{user.account_number}</span>
        </p>
      )}
      <nav aria-label={t('account:profile.tabs')} className="tabs">
        {tabs.map((tab) => (
          <Link key={tab.id} to={`#${tab.id}`} aria-current={tab.id === current ? 'page' : undefined}>
            {t(tab.labelKey)}
          </Link>
        ))}
      </nav>
      {current === 'details' && (
        <>
          <PersonalDetailsEditor user={user} />
          <ContactChange contact="email" />
          <ContactChange contact="mobile" />
        </>
      )}
      {current === 'security' && <SecurityTab user={user} />}
      {extra !== undefined && <extra.Component />}
    </AccountPage>
  );
}
