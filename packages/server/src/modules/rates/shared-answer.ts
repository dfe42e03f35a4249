/**
 * One answer shared by every caller: the first call loads it, calls while it loads wait for that
 * same load, and calls within `ttlMs` of the load's start reuse it, by every one of `clocks` (a
 * clock that went back or jumped ahead ends the sharing: the rates module's clock, which tests set,
 * and a monotonic one). A failed load is not kept (the next call loads again). For answers every
 * visitor gets alike, such as the market rates of `GET /api/rates`: when each of 64 concurrent
 * clients asked the database, the route reached 0.16× a bare route's requests/s (bench/README.md,
 * "Public load").
 */
export function createSharedAnswer<T>(
  options: { ttlMs: number; clocks: readonly (() => number)[] },
  load: () => Promise<T>,
): () => Promise<T> {
  if (!Number.isSafeInteger(options.ttlMs) || options.ttlMs < 0) throw new RangeError('ttlMs must be >= 0');
  if (options.clocks.length === 0) throw new RangeError('at least one clock is needed');
  let kept: { value: Promise<T>; loadedAtMs: number[]; settled: boolean } | undefined;
  const isCurrent = (loadedAtMs: readonly number[], nowMs: readonly number[]) =>
    loadedAtMs.every((loadedAt, index) => {
      const age = (nowMs[index] ?? Number.NaN) - loadedAt;
      return age >= 0 && age < options.ttlMs;
    });
  return function sharedAnswer(): Promise<T> {
    const nowMs = options.clocks.map((clock) => clock());
    if (kept !== undefined && (!kept.settled || isCurrent(kept.loadedAtMs, nowMs))) return kept.value;
    const entry = { value: load(), loadedAtMs: nowMs, settled: false };
    kept = entry;
    entry.value.then(
      () => {
        entry.settled = true;
      },
      () => {
        if (kept === entry) kept = undefined;
      },
    );
    return entry.value;
  };
}
