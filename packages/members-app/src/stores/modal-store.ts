import { create } from 'zustand';

/**
 * Spec §4: on every members route change open modals are hidden. Each hide bumps `generation` and
 * names the path the members area moved to; a modal opened before the bump on another path closes
 * itself (its backdrop goes 500 ms later). A modal the navigation itself opened (the sidebar's
 * "Add Another Wallet" → /wallets?addWallet=true) was opened on the new path and stays: its page may
 * render in the same commit as the route change, before the guard's effect bumps the generation.
 */
interface ModalState {
  generation: number;
  /** The path of the last route change (undefined before the first). */
  path: string | undefined;
  hideAll: (path?: string) => void;
}

export const useModalStore = create<ModalState>((set) => ({
  generation: 0,
  path: undefined,
  hideAll: (path) => set((state) => ({ generation: state.generation + 1, path })),
}));
