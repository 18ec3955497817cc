import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { readFeedParams, withFeedFilters, type FeedFilterChanges } from '../feed-params';

function campaignIdFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('campaignId' in state)) return null;
  return typeof state.campaignId === 'string' && state.campaignId ? state.campaignId : null;
}

/**
 * The feed's filters, read from and written to the address. Filters replace the history entry
 * rather than adding one, so Back leaves the page instead of replaying every keystroke. The campaign
 * to highlight comes from navigation state (spec §2 `campaignId`) or the invitation link's `?campaign=`.
 */
export function useFeedParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const state: unknown = location.state;
  const params = useMemo(() => readFeedParams(searchParams), [searchParams]);
  const highlightId = campaignIdFromState(state) ?? params.campaignId;

  const setFilters = useCallback(
    (changes: FeedFilterChanges) => {
      // React Router hands an updater the parameters of the render that made it, and a debounced
      // search can fire before the render of a platform picked meanwhile: the address is the truth.
      const current = new URLSearchParams(window.location.search);
      // Keeps the navigation state, so the highlight survives a change of filter.
      setSearchParams(withFeedFilters(current, changes), { replace: true, state });
    },
    [setSearchParams, state],
  );

  return { params, highlightId, setFilters };
}
