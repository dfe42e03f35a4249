import type { ReactNode } from 'react';
import type { StatusTone } from '@platform/core';
import './ui.css';

/** A status as a coloured pill: the tone comes from core's status vocabulary, the words from i18n. */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <span className={`status-badge${tone === 'neutral' ? '' : ` status-badge--${tone}`}`}>{children}</span>;
}
