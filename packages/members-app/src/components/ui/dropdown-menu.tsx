import type { ReactNode } from 'react';
import * as Menu from '@radix-ui/react-dropdown-menu';
import './ui.css';

/**
 * A menu button on Radix DropdownMenu: arrow keys, type-ahead, Escape and focus return, placed to
 * stay on screen. Items are links or actions given by the caller (`MenuItem`, `MenuLink`).
 */
export function DropdownMenu({
  trigger,
  label,
  children,
  align = 'end',
}: {
  trigger: ReactNode;
  label: string;
  children: ReactNode;
  align?: 'start' | 'end';
}) {
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Menu.Portal>
        {/* Named by `label` alone, not by the trigger's words (Radix would point aria-labelledby at it). */}
        <Menu.Content
          className="menu"
          aria-label={label}
          aria-labelledby={undefined}
          align={align}
          sideOffset={6}
          collisionPadding={8}
        >
          {children}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

export function MenuItem({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  return (
    <Menu.Item className="menu__item" onSelect={onSelect}>
      {children}
    </Menu.Item>
  );
}

/** A menu item that is a link: `children` is one anchor-like element (a router Link). */
export function MenuLink({ children }: { children: ReactNode }) {
  return (
    <Menu.Item asChild className="menu__item">
      {children}
    </Menu.Item>
  );
}

export function MenuLabel({ children }: { children: ReactNode }) {
  return <Menu.Label className="menu__label">{children}</Menu.Label>;
}

export function MenuSeparator() {
  return <Menu.Separator className="menu__separator" />;
}
