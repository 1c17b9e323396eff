import type { ReactNode } from 'react';
import { usePageMeta } from '@storefront/shared/ui';
import './join.css';

/** The frame of the join pages: one centred card with the page heading. */
export function JoinLayout({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  usePageMeta(title, description);
  return (
    <div className="join-page sf-page">
      <section className="join-card sf-card" aria-labelledby="join-title">
        <h1 id="join-title">{title}</h1>
        {children}
      </section>
    </div>
  );
}
