import { z } from 'zod';
import { ACCOUNT_STATUSES } from '../domain/user-types.ts';

/** How many creators the home page features at most (DECISIONS: featured creators are real). */
export const FEATURED_CREATORS_MAX = 4;

/**
 * A creator the home page features: a verified creator whose media kit anyone may open
 * (docs/decisions/030). Only what the card shows; contact details never.
 */
export const FeaturedCreatorSchema = z
  .object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** The picture's thumbnail, null without one. */
    thumbnail: z.string().nullable(),
    /** Ids of DISCIPLINES, shown by their labels. */
    disciplines: z.array(z.string()),
    /** ISO 3166-1 alpha-2, shown by its name; null when the creator has not said. */
    country: z.string().nullable(),
    /** The media kit is at /c/{handle}. */
    handle: z.string(),
  })
  .meta({ id: 'FeaturedCreator' });
export type FeaturedCreator = z.infer<typeof FeaturedCreatorSchema>;

/** The home page's featured creators, in the order the admin featured them (at most four). */
export const FeaturedCreatorListSchema = z
  .object({ items: z.array(FeaturedCreatorSchema).max(FEATURED_CREATORS_MAX) })
  .meta({ id: 'FeaturedCreatorList' });
export type FeaturedCreatorList = z.infer<typeof FeaturedCreatorListSchema>;

/** Why a featured creator is not on the home page now; null when they are. */
export const NOT_FEATURABLE_REASONS = ['unverified', 'no-public-media-kit', 'blocked'] as const;
export type NotFeaturableReason = (typeof NOT_FEATURABLE_REASONS)[number];

/** A featured creator as the admin sees them: on the home page, or why not. */
export const AdminFeaturedCreatorSchema = z
  .object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    thumbnail: z.string().nullable(),
    handle: z.string().nullable(),
    status: z.enum(ACCOUNT_STATUSES),
    featuredAt: z.string(),
    /** Null when the home page shows them; else the first rule they no longer meet. */
    hiddenBecause: z.enum(NOT_FEATURABLE_REASONS).nullable(),
  })
  .meta({ id: 'AdminFeaturedCreator' });
export type AdminFeaturedCreator = z.infer<typeof AdminFeaturedCreatorSchema>;

export const AdminFeaturedCreatorListSchema = z
  .object({ items: z.array(AdminFeaturedCreatorSchema), max: z.number().int() })
  .meta({ id: 'AdminFeaturedCreatorList' });
export type AdminFeaturedCreatorList = z.infer<typeof AdminFeaturedCreatorListSchema>;

/** The admin's words for each reason, in the admin screen and in the API's refusals. */
export const NOT_FEATURABLE_TEXT: Record<NotFeaturableReason, string> = {
  unverified: 'not verified',
  'no-public-media-kit': 'their media kit is not open to anyone',
  blocked: 'blocked',
};
