import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readBrowseParams, withBrowseChanges, withoutBrowseFilters, type BrowseParams } from '../browse-params';

/**
 * The browse's filters, search, sort and page, read from and written to the address. Filter
 * changes replace the history entry (Back leaves the page rather than replaying every tick); a
 * page change adds one, so Back returns to the previous page of results.
 */
export function useBrowseParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readBrowseParams(searchParams), [searchParams]);

  const setParams = useCallback(
    (changes: Partial<BrowseParams>) => {
      // A debounced search can fire after a box was ticked in the same render: the address is the truth.
      const current = new URLSearchParams(window.location.search);
      const isPaging = Object.keys(changes).every((name) => name === 'page');
      setSearchParams(withBrowseChanges(current, changes), { replace: !isPaging });
    },
    [setSearchParams],
  );

  const clearFilters = useCallback(
    () => setSearchParams(withoutBrowseFilters(new URLSearchParams(window.location.search)), { replace: true }),
    [setSearchParams],
  );

  return { params, setParams, clearFilters };
}
