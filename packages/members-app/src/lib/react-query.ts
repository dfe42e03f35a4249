import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * What a feature's mutation hook lets its caller add (bulletproof-react's `mutationConfig`): the
 * hook keeps the call and its cache updates; the caller's `onSuccess` runs after them, while the
 * mutation is still pending.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any fetcher: the config takes its types from it
export type MutationConfig<Fetcher extends (...args: any[]) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<Fetcher>>, unknown, Parameters<Fetcher>[0]>,
  'mutationFn'
>;

/** A caller's config with the hook's own success effect run first (both awaited before the mutation settles). */
export function withSuccessEffect<Data, Variables>(
  config: Omit<UseMutationOptions<Data, unknown, Variables>, 'mutationFn'> | undefined,
  effect: (data: Data, variables: Variables) => Promise<unknown> | unknown,
): Omit<UseMutationOptions<Data, unknown, Variables>, 'mutationFn'> {
  const { onSuccess, ...rest } = config ?? {};
  return {
    ...rest,
    onSuccess: async (data, variables, onMutateResult, context) => {
      await effect(data, variables);
      await onSuccess?.(data, variables, onMutateResult, context);
    },
  };
}
