import { useState } from 'react';
import { readApiFailure, type ApiFailure } from '../../../lib/api-failure.js';
import { useFailureText } from '../../../lib/failure-text.js';

/**
 * One API action of a form: pending while it runs, then the failure text (translated when it is a
 * known message) or nothing. `onFailure` may claim a failure (e.g. field errors) by returning true.
 */
export function useApiAction() {
  const failureText = useFailureText();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async <T>(
    action: () => Promise<T>,
    onFailure?: (failure: ApiFailure, error: unknown) => boolean,
  ): Promise<T | undefined> => {
    setPending(true);
    setError(null);
    try {
      return await action();
    } catch (caught) {
      if (!onFailure?.(readApiFailure(caught), caught)) setError(failureText(caught));
      return undefined;
    } finally {
      setPending(false);
    }
  };
  return { pending, error, setError, run };
}
