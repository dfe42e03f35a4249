import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * A screen's heading. When the screen replaced another one (a status change or the customer's
 * choice) and the customer was in the widget, focus moved nowhere with the old screen's controls
 * gone; it goes to this heading so keyboard and screen-reader users continue from the top of
 * the new screen. Focus is never taken on the first screen or from the host page.
 */
export function ScreenHeading({ children, focusOnMount }: { children: ReactNode; focusOnMount: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    const heading = ref.current;
    if (!focusOnMount || heading === null || !document.hasFocus()) return;
    const active = document.activeElement;
    if (active === null || active === document.body) heading.focus();
  }, [focusOnMount]);
  return (
    <h1 ref={ref} tabIndex={-1} className="widget-screen__title">
      {children}
    </h1>
  );
}
