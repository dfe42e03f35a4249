import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { modalBackdropCleanupDelayMs } from '@platform/core';
import { useModalStore } from '../../stores/modal-store.js';
import './modal.css';
import './ui.css';

export interface ModalProps {
  open: boolean;
  title: string;
  /** Called when the modal asks to close (route change, Escape). Absent: it cannot be dismissed. */
  onClose?: () => void;
  /** Stays open across route changes (the Session Timeout modal). */
  persistent?: boolean;
  children: ReactNode;
}

/**
 * A dialog over a backdrop. When it closes the dialog goes at once and the backdrop 500 ms later
 * (spec §4 "backdrop cleanup 500 ms later"), after its fade-out.
 */
export function Modal({ open, title, onClose, persistent = false, children }: ModalProps) {
  const titleId = useId();
  const generation = useModalStore((state) => state.generation);
  const openedAt = useRef(generation);
  const [backdrop, setBackdrop] = useState<'shown' | 'closing' | 'none'>(open ? 'shown' : 'none');

  useEffect(() => {
    if (open) {
      openedAt.current = useModalStore.getState().generation;
      setBackdrop('shown');
      return undefined;
    }
    setBackdrop((current) => (current === 'none' ? 'none' : 'closing'));
    const timer = setTimeout(() => setBackdrop('none'), modalBackdropCleanupDelayMs);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    if (open && !persistent && generation > openedAt.current) onClose?.();
  }, [generation, open, persistent, onClose]);

  return (
    <>
      {backdrop !== 'none' && (
        <div
          className={`modal-backdrop${backdrop === 'closing' ? ' modal-backdrop--closing' : ''}`}
          data-testid="modal-backdrop"
        />
      )}
      {open && (
        <div
          className="modal"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onClose?.();
          }}
        >
          <div className="modal__content">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            {children}
          </div>
        </div>
      )}
    </>
  );
}
