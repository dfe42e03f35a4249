import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import * as Dialog from '@radix-ui/react-dialog';
import type { Configuration, UserPermissionsInput } from '@platform/core';
import { MembersAuthGuard } from '../../features/session/index.js';
import { Icon } from '../../components/ui/icon.js';
import { Toaster } from '../../components/ui/toaster.js';
import { useSidebarStore } from '../../stores/sidebar-store.js';
import { MembersSidebar } from './members-sidebar.js';
import { MembersHeader } from './members-header.js';
import { SiteFooter } from './site-footer.js';
import { useBrandConfiguration } from '../../lib/use-brand-configuration.js';
import './members-layout.css';

/** While GET /users/me has not answered with a user (e.g. an expired password), no permissions. */
const signedOutUser: UserPermissionsInput = {};

/** Phones and tablets (below --lg, 992 px): the sidebar is a drawer opened from the header. */
function NavigationDrawer({ configuration, user }: { configuration: Configuration; user: UserPermissionsInput }) {
  const { t } = useTranslation();
  const open = useSidebarStore((state) => state.drawerOpen);
  const setOpen = useSidebarStore((state) => state.setDrawerOpen);
  const { pathname, search, hash } = useLocation();
  // Following a link in the drawer closes it.
  useEffect(() => setOpen(false), [pathname, search, hash, setOpen]);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="members-drawer" aria-describedby={undefined}>
          <Dialog.Title className="visually-hidden">{t('mainNavigation')}</Dialog.Title>
          <Dialog.Close
            className="button button--ghost button--icon members-drawer__close"
            aria-label={t('ui:closeMenu')}
          >
            <Icon name="close" />
          </Dialog.Close>
          <MembersSidebar configuration={configuration} user={user} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CollapseButton() {
  const { t } = useTranslation();
  const collapsed = useSidebarStore((state) => state.collapsed);
  const toggle = useSidebarStore((state) => state.toggleCollapsed);
  return (
    <button
      type="button"
      className="members-shell__collapse"
      aria-label={t(collapsed ? 'ui:expandSidebar' : 'ui:collapseSidebar')}
      aria-expanded={!collapsed}
      onClick={toggle}
    >
      <Icon name={collapsed ? 'chevronRight' : 'chevronLeft'} />
    </button>
  );
}

/**
 * Members layout of spec §2: sidebar, header, page, footer, behind the auth guard of spec §4. Wide
 * screens show the sidebar as a column that collapses to icons; below 992 px it is a drawer opened
 * by the header's menu button. A skip link leads past the navigation.
 */
export function MembersLayout() {
  const { t } = useTranslation();
  const configuration = useBrandConfiguration();
  const collapsed = useSidebarStore((state) => state.collapsed);
  return (
    <MembersAuthGuard>
      {(user) => (
        <div className={`members-shell${collapsed ? ' members-shell--collapsed' : ''}`}>
          <a className="skip-link" href="#main">
            {t('ui:skipToContent')}
          </a>
          <div className="members-shell__sidebar">
            <MembersSidebar configuration={configuration} user={user ?? signedOutUser} collapsed={collapsed} />
            <CollapseButton />
          </div>
          <NavigationDrawer configuration={configuration} user={user ?? signedOutUser} />
          <div className="members-shell__body">
            <MembersHeader configuration={configuration} user={user} />
            <main id="main" className="members-shell__main" tabIndex={-1}>
              <Outlet />
            </main>
            <SiteFooter configuration={configuration} />
          </div>
          <Toaster />
        </div>
      )}
    </MembersAuthGuard>
  );
}
