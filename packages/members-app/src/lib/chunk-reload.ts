import { shouldReloadAfterChunkError } from '@platform/core';

/**
 * Spec §8: a chunk-load failure (typically a deploy removed the old hashed chunks) triggers one full
 * reload, at most once per minute. The last reload time lives in sessionStorage so it survives the
 * reload itself but not the tab.
 */
export const chunkReloadStorageKey = 'platform:chunk-reload-at';

const chunkErrorPatterns = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Loading chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return chunkErrorPatterns.some((pattern) => pattern.test(message));
}

export interface ChunkReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  nowMs: () => number;
  reload: () => void;
}

const browserEnvironment = (): ChunkReloadEnvironment => ({
  storage: window.sessionStorage,
  nowMs: () => Date.now(),
  reload: () => window.location.reload(),
});

/** Reloads the page when allowed; returns whether it did (if not, the caller shows the error). */
export function reloadAfterChunkError(environment: ChunkReloadEnvironment = browserEnvironment()): boolean {
  const stored = Number(environment.storage.getItem(chunkReloadStorageKey));
  const lastReloadAtMs = Number.isFinite(stored) && stored > 0 ? stored : null;
  const nowMs = environment.nowMs();
  if (!shouldReloadAfterChunkError(lastReloadAtMs, nowMs)) return false;
  environment.storage.setItem(chunkReloadStorageKey, String(nowMs));
  environment.reload();
  return true;
}

/** Wraps a dynamic import: a chunk-load failure reloads once; otherwise the error goes to the boundary. */
export async function importWithReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isChunkLoadError(error) && reloadAfterChunkError()) {
      // The page is going away; never settle so nothing renders half-loaded meanwhile.
      return new Promise<T>(() => undefined);
    }
    throw error;
  }
}
