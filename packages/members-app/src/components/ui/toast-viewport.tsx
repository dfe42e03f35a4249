import * as Toast from '@radix-ui/react-toast';
import { useTranslation } from 'react-i18next';
import { useToastStore } from '../../stores/toast-store.js';
import { Icon } from './icon.js';
import './ui.css';

/** How long a toast stays (Radix pauses the timer while it is hovered or focused). */
const toastDurationMs = 5_000;

/**
 * The toasts of `showToast()`, on Radix Toast: announced politely (assertively for errors), swipe
 * or close to dismiss, F8 jumps to them. Mounted once in each layout.
 */
export function ToastViewport() {
  const { t } = useTranslation('ui');
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <Toast.Provider duration={toastDurationMs} label={t('notifications')}>
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          className={`toast toast--${toast.tone}`}
          type={toast.tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismiss(toast.id);
          }}
        >
          <div>
            <Toast.Title className="toast__title">{toast.title}</Toast.Title>
            {toast.description ? (
              <Toast.Description className="toast__description">{toast.description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close className="button button--ghost button--small toast__close" aria-label={t('close')}>
            <Icon name="close" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="toast-viewport" />
    </Toast.Provider>
  );
}
