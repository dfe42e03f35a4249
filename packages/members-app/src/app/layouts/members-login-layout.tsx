import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.js';
import { MembersLoginGate } from '../../features/session/index.js';
import { useBrandConfiguration } from '../../lib/use-brand-configuration.js';
import './members-login-layout.css';

/**
 * Members login layout of spec §2: the form card over an animated dots background, behind the
 * members login gate of spec §4.
 */
export function MembersLoginLayout() {
  const configuration = useBrandConfiguration();
  return (
    <div className="members-login-layout">
      <div className="members-login-layout__dots" aria-hidden="true" />
      <main className="members-login-layout__card">
        <Link to="/" className="members-login-layout__brand">
          <BrandLogo configuration={configuration} variant="default" />
        </Link>
        <MembersLoginGate configuration={configuration}>
          <Outlet />
        </MembersLoginGate>
      </main>
    </div>
  );
}
