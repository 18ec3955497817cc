import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose rules (zod and the shared contracts) load with the form's first check
 * instead of with the page. Pages rendered ahead use it to paint and hydrate sooner; `preload`
 * fetches the rules early, for instance when the visitor first focuses the form.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): { resolver: Resolver<TInput, unknown, TOutput>; preload: () => void } {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed download (offline for a moment) may succeed on the next attempt.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await loadOnce())(values, context, options),
    preload: () => void loadOnce().catch(() => undefined),
  };
}
