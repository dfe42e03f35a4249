import type { Configuration } from '@platform/core';
import { useBrandStore } from '../stores/brand-store.js';

/**
 * The brand configuration. Branded layouts and their screens render under the configuration gate,
 * so it is always there; rendering one before it loaded is a programming error.
 */
export function useBrandConfiguration(): Configuration {
  const details = useBrandStore((state) => state.details);
  if (details === null) throw new Error('A branded screen rendered before the brand configuration loaded.');
  return details.module;
}
