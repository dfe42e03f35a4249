import type { ReactElement } from 'react';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import './ui.css';

/**
 * A short hint on hover and keyboard focus (Radix Tooltip; the trigger is described by it). Never
 * the only place of information a user needs: a touch screen has no hover.
 */
export function Tooltip({ content, children }: { content: string; children: ReactElement }) {
  return (
    <RadixTooltip.Provider delayDuration={300}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className="tooltip" sideOffset={6} collisionPadding={8}>
            {content}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
