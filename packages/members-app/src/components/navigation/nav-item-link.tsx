import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { frontEndOf, type NavItem } from '@platform/core';
import { prefetchPath } from '../../lib/route-prefetch.js';

/** True when `href` names the page being shown (its path; a hash or query does not count). */
function isCurrent(href: string, pathname: string): boolean {
  const path = href.split(/[?#]/)[0] ?? '';
  return path === pathname && !href.includes('?') && !href.includes('#');
}

/**
 * One entry of a navigation list from core's rules: brand URLs and the iframe apps' paths (the
 * checkout at /flow/, the widget at /widget/, which the server serves) leave the app; the members
 * app's own paths route, and the current page's link says so (aria-current). `before` goes in
 * front of the label (an icon); `hideLabel` keeps the label for screen readers only (a collapsed
 * sidebar).
 */
export function NavItemLink({
  item,
  className,
  before,
  hideLabel = false,
}: {
  item: NavItem;
  className?: string;
  before?: ReactNode;
  hideLabel?: boolean;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const label = t(item.labelKey);
  const content = (
    <>
      {before}
      <span className={hideLabel ? 'visually-hidden' : 'nav-label'}>{label}</span>
    </>
  );
  if (item.external || frontEndOf(item.href.split(/[?#]/)[0] ?? '') !== 'members') {
    return (
      <a className={className} href={item.href} rel="noopener" title={hideLabel ? label : undefined}>
        {content}
      </a>
    );
  }
  const warm = () => prefetchPath(item.href);
  return (
    <Link
      className={className}
      to={item.href}
      onMouseEnter={warm}
      onFocus={warm}
      aria-current={isCurrent(item.href, pathname) ? 'page' : undefined}
      title={hideLabel ? label : undefined}
    >
      {content}
    </Link>
  );
}
