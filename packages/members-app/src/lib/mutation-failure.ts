import { useFailureText } from './failure-text.js';

/** What a failure message needs of a mutation (react-query's useMutation result). */
export interface MutationState {
  readonly isError: boolean;
  readonly error: unknown;
  /** When it was last started (0: never). */
  readonly submittedAt: number;
}

/**
 * The failure text of a form's actions: of the one started last, when it failed (starting another
 * clears the last failure, as a new submit does), translated as `failureText` does.
 */
export function useMutationFailureText(...mutations: MutationState[]): string | null {
  const failureText = useFailureText();
  const latest = mutations.reduce<MutationState | undefined>(
    (last, mutation) => (last === undefined || mutation.submittedAt > last.submittedAt ? mutation : last),
    undefined,
  );
  return latest?.isError ? failureText(latest.error) : null;
}
