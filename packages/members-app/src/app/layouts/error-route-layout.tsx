import { Outlet } from 'react-router';
import { ErrorLayout } from '../../components/layouts/error-layout.js';
import { ErrorPageBoundary } from '../../components/errors/error-page-boundary.js';

/** The /error route's layout: the error page must survive its own failure (spec §8). */
export function ErrorRouteLayout() {
  return (
    <ErrorLayout>
      <ErrorPageBoundary>
        <Outlet />
      </ErrorPageBoundary>
    </ErrorLayout>
  );
}
