import type { Configuration } from '@platform/core';
import { useBrandStore } from '../../stores/brand-store.js';

/** Branded layouts render under the configuration gate, so the configuration is always there. */
export function useConfigurationDetails() {
  const details = useBrandStore((state) => state.details);
  if (details === null) throw new Error('A branded layout rendered before the brand configuration loaded.');
  return details;
}

export function useBrandConfiguration(): Configuration {
  return useConfigurationDetails().module;
}
