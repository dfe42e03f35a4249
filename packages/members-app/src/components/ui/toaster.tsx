import { lazy, Suspense } from 'react';
import { useToastStore } from '../../stores/toast-store.js';

/** Radix Toast is a chunk of its own, loaded when the first toast is shown: most visits show none. */
const LazyToastViewport = lazy(() =>
  import('./toast-viewport.js').then((module) => ({ default: module.ToastViewport })),
);

/** The layouts' toasts (`showToast()`): nothing is loaded or rendered until there is one. */
export function Toaster() {
  const hasToasts = useToastStore((state) => state.toasts.length > 0);
  if (!hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <LazyToastViewport />
    </Suspense>
  );
}
