import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { FormMessage } from '../../../components/ui/form-message.js';
import { Modal } from '../../../components/ui/modal.js';

/**
 * An operator's state change behind a confirm dialog: the button opens the dialog (its title says
 * what will happen, the description what follows from it), `children` are any choices it needs, and
 * only "confirm" runs the change. The dialog stays open with the server's refusal until cancelled.
 */
export function ConfirmAction({
  label,
  title,
  description,
  confirmLabel,
  variant = 'primary',
  busy,
  failure,
  onConfirm,
  children,
}: {
  label: string;
  title: string;
  description: string;
  confirmLabel: string;
  variant?: 'primary' | 'danger';
  busy: boolean;
  failure: string | null;
  /** Runs the change; `close` is called by the caller when it succeeded. */
  onConfirm: (close: () => void) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('withdrawals');
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button size="small" variant={variant === 'danger' ? 'default' : 'primary'} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal open={open} title={title} description={description} onClose={close}>
        {children}
        <FormMessage error={open ? failure : null} />
        <div className="dialog__actions">
          <Button onClick={close} disabled={busy}>
            {t('payouts.cancel')}
          </Button>
          <Button variant={variant} busy={busy} onClick={() => onConfirm(close)}>
            {confirmLabel}
          </Button>
        </div>
      </Modal>
    </>
  );
}
