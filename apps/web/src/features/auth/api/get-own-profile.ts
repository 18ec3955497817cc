import { AdminProfileSchema, BrandProfileSchema, InfluencerSchema, type UserType } from '@equicreators/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { useSession } from '@/lib/session/use-session';

/** The logged-in user's own profile: what the top bar and the payment check need. */
export type OwnProfile = { _id: string; firstName: string; payment?: boolean };

/** Spec §7: GET /api/brands/profile or /api/influencers/profile, by type. */
export async function fetchOwnProfile(type: UserType, signal?: AbortSignal): Promise<OwnProfile> {
  switch (type) {
    case 'brand':
      return apiRequest('/brands/profile', { schema: BrandProfileSchema, signal });
    case 'contentCreator':
      return apiRequest('/influencers/profile', { schema: InfluencerSchema, signal });
    case 'admin':
      return apiRequest('/admin/profile', { schema: AdminProfileSchema, signal });
  }
}

export const ownProfileQueryKey = (type: UserType | null) => ['own-profile', type] as const;

export function useOwnProfile() {
  const { token, type } = useSession();
  return useQuery({
    queryKey: ownProfileQueryKey(type),
    queryFn: ({ signal }) => fetchOwnProfile(type ?? 'contentCreator', signal),
    enabled: Boolean(token && type),
  });
}
