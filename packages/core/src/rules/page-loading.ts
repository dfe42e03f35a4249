import { chunkErrorReloadWindowMs } from './constants.js';

/**
 * Link prefetch is skipped on 2g connections or when the user asked to save data (spec §9).
 * The input mirrors the Network Information API (`navigator.connection`), which may be missing.
 */
export interface ConnectionInput {
  effectiveType?: string | null;
  saveData?: boolean | null;
}

export function shouldPrefetchLinks(connection: ConnectionInput | null | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  const type = (connection.effectiveType ?? '').toLowerCase();
  return type !== '2g' && type !== 'slow-2g';
}

/**
 * A chunk-load failure triggers one full reload, at most once per minute (spec §8), so a deploy that
 * removed old chunks heals itself while a chunk that is really missing cannot cause a reload loop.
 * `lastReloadAtMs` is null when no reload was recorded.
 */
export function shouldReloadAfterChunkError(lastReloadAtMs: number | null | undefined, nowMs: number): boolean {
  if (lastReloadAtMs == null || !Number.isFinite(lastReloadAtMs)) return true;
  // A recorded time in the future (clock change) counts as recent: no reload.
  return nowMs - lastReloadAtMs >= chunkErrorReloadWindowMs;
}
