import { Outlet } from 'react-router';
import { WidgetLayout as MerchantWidgetLayout } from '@platform/widget';

/** Widget layout of spec §2 (merchant header), shared with the widget iframe. */
export function WidgetLayout() {
  return (
    <MerchantWidgetLayout>
      <Outlet />
    </MerchantWidgetLayout>
  );
}
