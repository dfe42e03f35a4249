import type { Configuration } from '@platform/core';
import { useBrandStore } from '../../../stores/brand-store.js';

/** The brand configuration; members screens render under the configuration gate, so it is there. */
export function useBrandConfiguration(): Configuration {
  const details = useBrandStore((state) => state.details);
  if (details === null) throw new Error('A wallet screen rendered before the brand configuration loaded.');
  return details.module;
}
