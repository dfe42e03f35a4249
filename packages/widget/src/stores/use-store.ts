import { useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/**
 * Reads a nanostore in a component. Built on `useSyncExternalStore` rather than
 * `@nanostores/preact` so the same components also run under React (members-app reuses them).
 */
export function useStore<Value>(store: ReadableAtom<Value>): Value {
  return useSyncExternalStore(
    (listener) => store.listen(listener),
    () => store.get(),
  );
}
