import { z } from 'zod';
import { BRAND_INFLUENCER_TYPES } from '../domain/campaigns.ts';
import { CreatorFacetsSchema } from './creator-facets.ts';
import { RatingSummarySchema } from './order-work.ts';

/** Spec §3 social link: the link and the follower text as written (with the number parsed from it). */
export const SocialMediaLinkSchema = z.object({
  id: z.string(),
  link: z.string(),
  followerCount: z.string(),
  followers: z.number().int(),
});
export type SocialMediaLink = z.infer<typeof SocialMediaLinkSchema>;

/** Spec §3 Influencer, as the creator's own profile and the brand screens show it. */
export const InfluencerSchema = z
  .object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    bio: z.string(),
    description: z.string(),
    niche: z.array(z.string()),
    socialMediaLinks: z.array(SocialMediaLinkSchema),
    media: z.string().nullable(),
    verified: z.boolean(),
    /** A paying member of the creators' club: the 'Club member' badge (docs/decisions/018). */
    clubMember: z.boolean(),
    totalFollowers: z.number().int(),
    dateJoined: z.string(),
    /** The brands' visible ratings of this creator (docs/decisions/022). */
    rating: RatingSummarySchema,
    /** Disciplines, level, horses, place, languages and each platform's figures (issue 33). */
    facets: CreatorFacetsSchema,
  })
  .meta({ id: 'Influencer' });
export type Influencer = z.infer<typeof InfluencerSchema>;

/** The brand's own profile (spec §3 "as loaded after login"): firstName is the full name. */
export const BrandProfileSchema = z
  .object({
    _id: z.string(),
    firstName: z.string(),
    fullName: z.string(),
    email: z.string(),
    companyName: z.string(),
    phone: z.string(),
    brandDescription: z.string(),
    influencerType: z.array(z.enum(BRAND_INFLUENCER_TYPES)),
    brandAddress: z.string(),
    collaborationType: z.string(),
    subscription: z.string(),
    payment: z.boolean(),
  })
  .meta({ id: 'BrandProfile' });
export type BrandProfile = z.infer<typeof BrandProfileSchema>;

export const AdminProfileSchema = z
  .object({ _id: z.string(), firstName: z.string(), email: z.string() })
  .meta({ id: 'AdminProfile' });
export type AdminProfile = z.infer<typeof AdminProfileSchema>;
