import {
  AdminProfileSchema,
  BrandProfileSchema,
  OwnInfluencerProfileSchema,
  type AdminProfile,
  type BrandProfile,
  type OwnInfluencerProfile,
  type UserType,
} from '@equicreators/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/http/api-client';

/**
 * The caller's own account, read by several features (the top bar, the payment gate, browse,
 * messages, the creator's profile): one fetcher and one cache key per resource, so an edit made
 * in one feature shows in every other and no two entries of the same answer drift apart.
 */
export const ownAccountKeys = {
  profile: (type: UserType) => ['own-account', 'profile', type] as const,
};

type OwnProfiles = { brand: BrandProfile; contentCreator: OwnInfluencerProfile; admin: AdminProfile };

/** Spec §7: each type reads its own profile at its own address. */
const OWN_PROFILES: { [Type in UserType]: { path: string; schema: z.ZodType<OwnProfiles[Type]> } } = {
  brand: { path: '/brands/profile', schema: BrandProfileSchema },
  contentCreator: { path: '/influencers/profile', schema: OwnInfluencerProfileSchema },
  admin: { path: '/admin/profile', schema: AdminProfileSchema },
};

/** GET the logged-in user's own profile, by type. */
export function fetchOwnProfile<Type extends UserType>(type: Type, signal?: AbortSignal): Promise<OwnProfiles[Type]> {
  const { path, schema } = OWN_PROFILES[type];
  return apiRequest(path, { schema, signal });
}

export function ownProfileQuery<Type extends UserType>(type: Type) {
  return queryOptions({
    queryKey: ownAccountKeys.profile(type),
    queryFn: ({ signal }) => fetchOwnProfile(type, signal),
    // The brand's payment flag gates campaigns: an admin's confirmation shows at the next visit,
    // not after a cache's lifetime.
    ...(type === 'brand' && { staleTime: 0 }),
  });
}

export function useOwnProfile<Type extends UserType>(type: Type) {
  return useQuery(ownProfileQuery(type));
}
