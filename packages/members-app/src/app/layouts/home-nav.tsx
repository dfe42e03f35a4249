import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homeNavItems, type Configuration, type HomeNavSession, type User } from '@platform/core';
import { NavItemLink } from '../../components/navigation/nav-item-link.js';
import { BrandLogo } from '../../components/brand-logo.js';
import { LanguagePicker } from '../../features/locale/components/language-picker.js';
import { hasSessionCookie } from '../../lib/session/get-current-user.js';
import { useCurrentUserQuery } from '../../lib/session/use-current-user.js';
import { useSignOut } from '../../lib/session/use-sign-out.js';
import { userDisplayName, userInitials } from '../../lib/session/user-initials.js';

/** A signed-in visitor's account on the public pages: their name to the wallets, and Sign out. */
function HomeNavAccount({ user }: { user: User }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <>
      <li>
        <Link className="home-nav__link home-nav__account" to="/wallets">
          <span className="visually-hidden">{t('nav:home.yourAccount')}: </span>
          <span className="home-nav__initials" aria-hidden="true">
            {userInitials(user)}
          </span>{' '}
          {userDisplayName(user)}
        </Link>
      </li>
      <li>
        <button type="button" className="home-nav__link home-nav__sign-out" onClick={() => void signOut()}>
          {t('nav:header.signOut')}
        </button>
      </li>
    </>
  );
}

/**
 * Home top nav of spec §2 from the brand configuration (wl_id 2 has its own three items). A
 * signed-in visitor sees their account instead of Get Started and Login (GET /users/me is asked only
 * when the server's signed_in cookie is there, so an anonymous visit asks nothing).
 */
export function HomeNav({ configuration }: { configuration: Configuration }) {
  const { t } = useTranslation();
  const mayBeSignedIn = hasSessionCookie();
  const lookup = useCurrentUserQuery({ enabled: mayBeSignedIn });
  const user = mayBeSignedIn && lookup.data?.status === 'signedIn' ? lookup.data.user : null;
  const session: HomeNavSession =
    user !== null
      ? 'signedIn'
      : mayBeSignedIn && lookup.data === undefined && lookup.isPending
        ? 'unknown'
        : 'signedOut';
  return (
    <header className="home-nav">
      <Link className="home-nav__brand" to="/">
        <BrandLogo configuration={configuration} variant="default" />
      </Link>
      <nav aria-label={t('mainNavigation')}>
        <ul className="home-nav__items">
          {homeNavItems(configuration, session).map((item) => (
            <li key={item.id}>
              <NavItemLink item={item} className="home-nav__link" />
            </li>
          ))}
          {user !== null && <HomeNavAccount user={user} />}
        </ul>
      </nav>
      <LanguagePicker configuration={configuration} />
    </header>
  );
}
