import '../account.css';
import type { ReactNode } from 'react';

/** The frame of an account screen in the members area: a heading and the content. */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="account-page page-container">
      <h1>{title}</h1>
      {children}
    </section>
  );
}
