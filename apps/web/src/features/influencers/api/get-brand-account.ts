import { BrandProfileSchema } from '@equicreators/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { influencerQueryKeys } from './influencer-query-keys';

/**
 * GET /api/brands/profile, for the brand's id and payment flag: an unpaid brand browses without
 * contact details or invitations (DECISIONS), and the id names its own campaigns.
 */
export function useBrandAccount() {
  return useQuery({
    queryKey: influencerQueryKeys.brandProfile,
    queryFn: ({ signal }) => apiRequest('/brands/profile', { schema: BrandProfileSchema, signal }),
    // An admin's confirmation of payment shows at the next visit, not after a cache's lifetime.
    staleTime: 0,
    select: ({ _id, payment }) => ({ id: _id, isPaid: payment }),
  });
}
