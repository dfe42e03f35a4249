import { Outlet } from 'react-router';
import { HomeNav } from './home-nav.js';
import { SiteFooter } from './site-footer.js';
import { useBrandConfiguration } from '../../lib/use-brand-configuration.js';
import './home-layout.css';

/** Home layout of spec §2: top nav, page, footer. */
export function HomeLayout() {
  const configuration = useBrandConfiguration();
  return (
    <div className="home-layout">
      <HomeNav configuration={configuration} />
      <main className="home-layout__main">
        <Outlet />
      </main>
      <SiteFooter configuration={configuration} />
    </div>
  );
}
