import { Outlet } from 'react-router';
import type { UserPermissionsInput } from '@platform/core';
import { MembersSidebar } from './members-sidebar.js';
import { MembersHeader } from './members-header.js';
import { SiteFooter } from './site-footer.js';
import { useBrandConfiguration } from './require-configuration.js';
import './members-layout.css';

/** No signed-in user yet: the auth issue provides one (spec §4 gates). */
const signedOutUser: UserPermissionsInput = {};

/** Members layout of spec §2: sidebar, header, page, footer. */
export function MembersLayout() {
  const configuration = useBrandConfiguration();
  return (
    <div className="members-layout">
      <MembersSidebar configuration={configuration} user={signedOutUser} />
      <div className="members-layout__body">
        <MembersHeader configuration={configuration} user={signedOutUser} />
        <main className="members-layout__main">
          <Outlet />
        </main>
        <SiteFooter configuration={configuration} />
      </div>
    </div>
  );
}
