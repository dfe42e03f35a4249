import { create } from 'zustand';
import type { ConfigurationDetails } from '@platform/core';

/** The brand configuration the app runs with (spec §3), once the configuration call succeeded. */
interface BrandState {
  details: ConfigurationDetails | null;
  setDetails: (details: ConfigurationDetails) => void;
}

export const useBrandStore = create<BrandState>((set) => ({
  details: null,
  setDetails: (details) => set({ details }),
}));
