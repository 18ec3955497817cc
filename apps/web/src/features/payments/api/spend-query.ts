import { BrandSpendSchema, PAGE_LIMITS } from '@equicreators/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';

/** Campaigns per page of the spend page; each carries all its payments. */
export const SPEND_PAGE_SIZE = PAGE_LIMITS.defaultPageSize;

/** Every page of the brand's spend (a payment's change refetches them). */
export const SPEND_KEY = ['payments', 'spend'] as const;

/** GET /api/payments/spend: the brand's campaigns that have a payment, latest first, with their totals. */
export function fetchBrandSpend(page: number, signal?: AbortSignal) {
  return apiRequest('/payments/spend', {
    query: { page, pageSize: SPEND_PAGE_SIZE },
    schema: BrandSpendSchema,
    signal,
  });
}

export function useBrandSpend(page: number) {
  return useQuery({
    queryKey: [...SPEND_KEY, { page }],
    queryFn: ({ signal }) => fetchBrandSpend(page, signal),
    placeholderData: keepPreviousData,
  });
}
