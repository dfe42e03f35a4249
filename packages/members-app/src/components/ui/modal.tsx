import { useEffect, useRef, useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { modalBackdropCleanupDelayMs } from '@platform/core';
import { useModalStore } from '../../stores/modal-store.js';
import './modal.css';
import './ui.css';

export interface ModalProps {
  open: boolean;
  title: string;
  /** A line under the title, read with it by screen readers. */
  description?: string;
  /** Called when the modal asks to close (route change, Escape, a click outside). Absent: it cannot be dismissed. */
  onClose?: () => void;
  /** Stays open across route changes (the Session Timeout modal). */
  persistent?: boolean;
  children: ReactNode;
}

function currentPath(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.pathname;
}

/** Spec §4 "backdrop cleanup 500 ms later": the backdrop fades out and is removed after the dialog. */
function useLingeringBackdrop(open: boolean): 'shown' | 'closing' | 'none' {
  const [backdrop, setBackdrop] = useState<'shown' | 'closing' | 'none'>(open ? 'shown' : 'none');
  useEffect(() => {
    if (open) {
      setBackdrop('shown');
      return undefined;
    }
    setBackdrop((current) => (current === 'none' ? 'none' : 'closing'));
    const timer = setTimeout(() => setBackdrop('none'), modalBackdropCleanupDelayMs);
    return () => clearTimeout(timer);
  }, [open]);
  return backdrop;
}

/**
 * The design system's dialog, on Radix Dialog (focus trapped and restored, Escape, labelled by
 * its title, the rest of the page inert). Spec §4: open modals are hidden on a members route
 * change (the modal store's generation) unless persistent, and the backdrop goes 500 ms after the
 * dialog.
 */
export function Modal({ open, title, description, onClose, persistent = false, children }: ModalProps) {
  const generation = useModalStore((state) => state.generation);
  const openedAt = useRef({ generation, path: currentPath() });
  const backdrop = useLingeringBackdrop(open);

  useEffect(() => {
    if (open) openedAt.current = { generation: useModalStore.getState().generation, path: currentPath() };
  }, [open]);

  useEffect(() => {
    if (!open || persistent || generation <= openedAt.current.generation) return;
    const movedTo = useModalStore.getState().path;
    if (movedTo !== undefined && movedTo === openedAt.current.path) return;
    onClose?.();
  }, [generation, open, persistent, onClose]);

  return (
    <>
      {backdrop !== 'none' && (
        <div
          className={`dialog-overlay modal-backdrop${backdrop === 'closing' ? ' modal-backdrop--closing' : ''}`}
          data-testid="modal-backdrop"
          aria-hidden="true"
        />
      )}
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          if (!next) onClose?.();
        }}
      >
        <Dialog.Portal>
          <Dialog.Content
            className="dialog"
            // Without a description Radix must not point aria-describedby at nothing.
            {...(description === undefined ? { 'aria-describedby': undefined } : {})}
            onEscapeKeyDown={(event) => {
              if (onClose === undefined) event.preventDefault();
            }}
            onPointerDownOutside={(event) => {
              if (onClose === undefined) event.preventDefault();
            }}
          >
            <Dialog.Title className="dialog__title">{title}</Dialog.Title>
            {description === undefined ? null : (
              <Dialog.Description className="dialog__description">{description}</Dialog.Description>
            )}
            {children}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
