import { shouldPrefetchLinks, type ConnectionInput } from '@platform/core';

/** Spec §9: link prefetch is skipped on 2g or when the user turned on data saver. */
export function canPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: ConnectionInput }).connection;
  return shouldPrefetchLinks(connection);
}
