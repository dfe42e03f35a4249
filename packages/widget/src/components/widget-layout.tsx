import type { ReactNode } from 'react';
import { MerchantHeader, type MerchantHeaderContent } from './merchant-header.js';
import './widget-layout.css';

/**
 * Widget layout of spec §2: merchant header above the page. The iframe adds a polite live region
 * (status changes for screen readers; it exists from the first render so the first change is
 * read) and the TEST MODE mark of a test-mode payment.
 */
export function WidgetLayout(props: {
  children: ReactNode;
  header?: MerchantHeaderContent | undefined;
  announcement?: string | undefined;
  testModeLabel?: string | undefined;
}) {
  return (
    <div className="widget-layout">
      <MerchantHeader content={props.header} />
      {props.testModeLabel !== undefined && <p className="widget-test-mode">{props.testModeLabel}</p>}
      <main className="widget-layout__main">{props.children}</main>
      {props.announcement !== undefined && (
        <div className="widget-visually-hidden" aria-live="polite" aria-atomic="true">
          {props.announcement}
        </div>
      )}
    </div>
  );
}
