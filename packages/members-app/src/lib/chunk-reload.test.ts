import { describe, expect, it } from 'vitest';
import { chunkReloadStorageKey, isChunkLoadError, reloadAfterChunkError } from './chunk-reload.js';

function environmentAt(startMs: number) {
  let nowMs = startMs;
  let reloads = 0;
  return {
    environment: {
      storage: window.sessionStorage,
      nowMs: () => nowMs,
      reload: () => {
        reloads += 1;
      },
    },
    advance: (ms: number) => {
      nowMs += ms;
    },
    reloads: () => reloads,
  };
}

describe('chunk-load failure reload (spec §8)', () => {
  it('reloads once, not again within a minute, and again after a minute', () => {
    window.sessionStorage.removeItem(chunkReloadStorageKey);
    const clock = environmentAt(1_700_000_000_000);
    expect(reloadAfterChunkError(clock.environment)).toBe(true);
    expect(clock.reloads()).toBe(1);
    expect(window.sessionStorage.getItem(chunkReloadStorageKey)).toBe('1700000000000');

    clock.advance(59_999);
    expect(reloadAfterChunkError(clock.environment)).toBe(false);
    expect(clock.reloads()).toBe(1);

    clock.advance(1);
    expect(reloadAfterChunkError(clock.environment)).toBe(true);
    expect(clock.reloads()).toBe(2);
  });

  it('recognises the browsers’ chunk-load messages and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
