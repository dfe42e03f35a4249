import { Outlet } from 'react-router';
import type { UserPermissionsInput } from '@platform/core';
import { MembersAuthGuard } from '../../features/session/index.js';
import { MembersSidebar } from './members-sidebar.js';
import { MembersHeader } from './members-header.js';
import { SiteFooter } from './site-footer.js';
import { useBrandConfiguration } from '../../lib/use-brand-configuration.js';
import './members-layout.css';

/** While GET /users/me has not answered with a user (e.g. an expired password), no permissions. */
const signedOutUser: UserPermissionsInput = {};

/** Members layout of spec §2: sidebar, header, page, footer, behind the auth guard of spec §4. */
export function MembersLayout() {
  const configuration = useBrandConfiguration();
  return (
    <MembersAuthGuard>
      {(user) => (
        <div className="members-layout">
          <MembersSidebar configuration={configuration} user={user ?? signedOutUser} />
          <div className="members-layout__body">
            <MembersHeader configuration={configuration} user={user} />
            <main className="members-layout__main">
              <Outlet />
            </main>
            <SiteFooter configuration={configuration} />
          </div>
        </div>
      )}
    </MembersAuthGuard>
  );
}
