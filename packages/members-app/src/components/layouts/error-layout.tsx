import type { ReactNode } from 'react';
import { useBrandStore } from '../../stores/brand-store.js';
import { BrandLogo } from '../brand-logo.js';
import './error-layout.css';

/** Error layout of spec §2: the brand logo when the configuration is known, then the message. */
export function ErrorLayout({ children }: { children: ReactNode }) {
  const details = useBrandStore((state) => state.details);
  return (
    <div className="error-layout">
      {details !== null && (
        <header className="error-layout__header">
          <a href="/">
            <BrandLogo configuration={details.module} variant="default" />
          </a>
        </header>
      )}
      <main className="error-layout__main">{children}</main>
    </div>
  );
}
