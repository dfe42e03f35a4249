import { Button } from './button.js';

/** A form's primary submit button: disabled and marked busy while its call runs, saying so. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  block = false,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  block?: boolean;
}) {
  return (
    <Button type="submit" variant="primary" busy={pending} block={block}>
      {pending ? pendingLabel : label}
    </Button>
  );
}
