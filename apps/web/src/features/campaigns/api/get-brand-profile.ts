import { BrandProfileSchema } from '@equicreators/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';

export const brandProfileQueryKey = ['brand-profile'] as const;

/** Spec §7 GET /api/brands/profile: the payment flag and what prefills a new campaign. */
export function fetchBrandProfile(signal?: AbortSignal) {
  return apiRequest('/brands/profile', { schema: BrandProfileSchema, signal });
}

export function useBrandProfile() {
  return useQuery({
    queryKey: brandProfileQueryKey,
    queryFn: ({ signal }) => fetchBrandProfile(signal),
    // The payment gate must see an admin's confirmation at once, not a cached refusal.
    staleTime: 0,
  });
}
