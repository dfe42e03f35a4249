import { Outlet } from 'react-router';
import { ErrorLayout } from '../../components/layouts/error-layout.js';

/** Maintenance pages (spec §2 "Maintenance: optional slug") use the plain error-style layout. */
export function MaintenanceLayout() {
  return (
    <ErrorLayout>
      <Outlet />
    </ErrorLayout>
  );
}
