import {
  AdminProfileSchema,
  BillingStateSchema,
  BrandProfileSchema,
  OwnInfluencerProfileSchema,
  OwnTermsSchema,
  type AdminProfile,
  type BillingState,
  type BrandProfile,
  type OwnInfluencerProfile,
  type OwnTerms,
  type UserType,
} from '@equicreators/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiRequest } from '@/lib/http/api-client';

/**
 * The caller's own account, read by several features (the top bar, the payment gate, browse,
 * messages, the creator's profile): one fetcher and one cache key per resource, so an edit made
 * in one feature shows in every other and no two entries of the same answer drift apart.
 */
export const ownAccountKeys = {
  profile: (type: UserType) => ['own-account', 'profile', type] as const,
  /** The caller's subscription standing (GET /api/billing): the menu, the banners, the club. */
  billing: ['own-account', 'billing'] as const,
  /** The Terms and Privacy notice in force and the caller's acceptance (GET /api/account/terms, issue 34). */
  terms: ['own-account', 'terms'] as const,
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

/**
 * GET /api/billing: the caller's plan, status and whether the portal can open; null when online
 * payment is not configured (503), so every screen falls back to the book-a-call flow.
 */
export function ownBillingQuery() {
  return queryOptions({
    queryKey: ownAccountKeys.billing,
    queryFn: async ({ signal }): Promise<BillingState | null> => {
      try {
        return await apiRequest('/billing', { schema: BillingStateSchema, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 503) return null;
        throw error;
      }
    },
    // A payment or a cancellation made on Stripe's pages shows when the caller comes back.
    staleTime: 0,
  });
}

/**
 * GET /api/account/terms (brands and creators): the version in force, the one accepted and when.
 * The app layout asks for the new version once; the Account & privacy page shows the acceptance.
 */
export function ownTermsQuery() {
  return queryOptions({
    queryKey: ownAccountKeys.terms,
    queryFn: ({ signal }): Promise<OwnTerms> => apiRequest('/account/terms', { schema: OwnTermsSchema, signal }),
  });
}
