import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '@platform/core';
import { prefetchPath } from '../../lib/route-prefetch.js';

/** One entry of a navigation list from core's rules: brand URLs leave the app, app paths route. */
export function NavItemLink({ item, className }: { item: NavItem; className?: string }) {
  const { t } = useTranslation();
  const label = t(item.labelKey);
  if (item.external) {
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
