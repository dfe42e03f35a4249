import type { ReactNode } from 'react';
import { MerchantHeader } from './merchant-header.js';
import './widget-layout.css';

/** Widget layout of spec §2: merchant header above the page. */
export function WidgetLayout({ children }: { children: ReactNode }) {
  return (
    <div className="widget-layout">
      <MerchantHeader />
      <main className="widget-layout__main">{children}</main>
    </div>
  );
}
