import * as RadixSelect from '@radix-ui/react-select';
import { Icon } from './icon.js';
import './ui.css';

export interface SelectChoice {
  value: string;
  label: string;
}

/**
 * A compact styled select on Radix Select (type-ahead, arrow keys, labelled) for pickers outside
 * forms, such as the language picker. Form fields keep the native <select> of SelectField: it
 * posts with the form and uses the phone's own wheel.
 */
export function Select({
  label,
  value,
  choices,
  onValueChange,
}: {
  label: string;
  value: string;
  choices: readonly SelectChoice[];
  onValueChange: (value: string) => void;
}) {
  return (
    <RadixSelect.Root value={value} onValueChange={onValueChange}>
      <RadixSelect.Trigger className="select-trigger" aria-label={label}>
        <RadixSelect.Value />
        <RadixSelect.Icon>
          <Icon name="chevronDown" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content className="select-content" position="popper" sideOffset={6} collisionPadding={8}>
          <RadixSelect.Viewport>
            {choices.map((choice) => (
              <RadixSelect.Item key={choice.value} value={choice.value} className="select-item">
                <RadixSelect.ItemText>{choice.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator>
                  <Icon name="check" />
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
