import type { ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import './ui.css';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs on Radix Tabs (arrow keys between tabs, the panel labelled by its tab). Controlled by the
 * caller when `value` is given (e.g. from the URL hash), else starts at the first tab.
 */
export function Tabs({
  items,
  label,
  value,
  onValueChange,
}: {
  items: readonly TabItem[];
  label: string;
  value?: string;
  onValueChange?: (value: string) => void;
}) {
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={value === undefined ? items[0]?.id : undefined}
      onValueChange={onValueChange}
      activationMode="manual"
    >
      <RadixTabs.List className="tabs" aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.id} value={item.id} className="tabs__trigger">
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.id} value={item.id}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
