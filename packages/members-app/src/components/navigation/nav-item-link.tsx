import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { frontEndOf, type NavItem } from '@platform/core';
import { prefetchPath } from '../../lib/route-prefetch.js';

/**
 * One entry of a navigation list from core's rules: brand URLs and the iframe apps' paths (the
 * checkout at /flow/, the widget at /widget/, which the server serves) leave the app; the members
 * app's own paths route.
 */
export function NavItemLink({ item, className }: { item: NavItem; className?: string }) {
  const { t } = useTranslation();
  const label = t(item.labelKey);
  if (item.external || frontEndOf(item.href.split(/[?#]/)[0] ?? '') !== 'members') {
    return (
      <a className={className} href={item.href} rel="noopener">
        {label}
      </a>
    );
  }
  const warm = () => prefetchPath(item.href);
  return (
    <Link className={className} to={item.href} onMouseEnter={warm} onFocus={warm}>
      {label}
    </Link>
  );
}
