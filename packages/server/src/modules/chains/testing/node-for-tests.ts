import { afterAll, beforeAll, beforeEach } from 'vitest';

/**
 * Starts a node once per test file and makes every test FAIL (never skip) with the start error when
 * the node cannot start: vitest reports tests after a failed beforeAll as skipped, so the error is
 * kept and rethrown in beforeEach.
 */
export function nodeForTests<T>(start: () => Promise<T>, stop: (node: T) => Promise<void>): () => T {
  let node: T | undefined;
  let failure: unknown;
  beforeAll(async () => {
    try {
      node = await start();
    } catch (error) {
      failure = error;
    }
  }, 90_000);
  beforeEach(() => {
    if (failure !== undefined) throw failure;
  });
  afterAll(async () => {
    if (node !== undefined) await stop(node);
  });
  return () => {
    if (node === undefined) throw failure ?? new Error('The node did not start');
    return node;
  };
}
