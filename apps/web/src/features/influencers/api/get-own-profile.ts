import { OwnInfluencerProfileSchema, type OwnInfluencerProfile } from '@equicreators/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';

/**
 * The creator's own full profile (with `pendingEmail`). Its own key, beside the auth feature's
 * narrower 'own-profile' entry (id and first name for the top bar), so neither reads the other's shape.
 */
export const ownInfluencerProfileQueryKey = ['influencers', 'own-profile'] as const;

/** GET /api/influencers/profile: the logged-in creator's profile (OwnInfluencerProfile). */
export function fetchOwnInfluencerProfile(signal?: AbortSignal): Promise<OwnInfluencerProfile> {
  return apiRequest('/influencers/profile', { schema: OwnInfluencerProfileSchema, signal });
}

export function useOwnInfluencerProfile() {
  return useQuery({
    queryKey: ownInfluencerProfileQueryKey,
    queryFn: ({ signal }) => fetchOwnInfluencerProfile(signal),
  });
}
