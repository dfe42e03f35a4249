import { create } from 'zustand';

/**
 * Spec §4: on every members route change open modals are hidden. Each hide bumps `generation`;
 * a modal opened before the bump closes itself (its backdrop goes 500 ms later).
 */
interface ModalState {
  generation: number;
  hideAll: () => void;
}

export const useModalStore = create<ModalState>((set) => ({
  generation: 0,
  hideAll: () => set((state) => ({ generation: state.generation + 1 })),
}));
