import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon.js';
import './ui.css';

/** What a list shows when it has nothing yet: what would be here, and the way to get some. */
export function EmptyState({
  title,
  description,
  icon = 'inbox',
  action,
}: {
  title: string;
  description?: ReactNode;
  icon?: IconName;
  action?: ReactNode;
}) {
  return (
    <div className="empty-state">
      <Icon name={icon} className="empty-state__icon" />
      <p className="empty-state__title">{title}</p>
      {description ? <p>{description}</p> : null}
      {action ?? null}
    </div>
  );
}
