import { useCallback, useState } from 'react';
import type { AdminListParams } from '../api/admin-query-keys';

/** The page and search words of one admin list; a new search starts again at page 1. */
export function useListParams() {
  const [params, setParams] = useState<AdminListParams>({ page: 1, search: '' });

  const setPage = useCallback((page: number) => setParams((current) => ({ ...current, page })), []);

  // Comparing inside the updater keeps the page when the words come back unchanged (typed, then undone).
  const setSearch = useCallback(
    (search: string) => setParams((current) => (current.search === search ? current : { page: 1, search })),
    [],
  );

  return { params, setPage, setSearch };
}
