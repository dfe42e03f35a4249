import { create } from 'zustand';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastMessage {
  id: number;
  tone: ToastTone;
  title: string;
  description?: string;
}

/** At most this many toasts at once: a burst of events never buries the screen. */
export const maxToasts = 3;

interface ToastState {
  toasts: readonly ToastMessage[];
  nextId: number;
  show: (toast: Omit<ToastMessage, 'id'>) => void;
  dismiss: (id: number) => void;
}

/**
 * Short confirmations of what just happened ("Copied", "Link sent"), shown by the Toaster in the
 * layouts. App state, not server data: the query cache keeps what the server said.
 */
export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  nextId: 1,
  show: (toast) =>
    set((state) => ({
      toasts: [...state.toasts, { ...toast, id: state.nextId }].slice(-maxToasts),
      nextId: state.nextId + 1,
    })),
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

export function showToast(toast: Omit<ToastMessage, 'id'>): void {
  useToastStore.getState().show(toast);
}
