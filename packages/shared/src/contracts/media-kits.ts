import { z } from 'zod';
import { HANDLE_PATTERN, MEDIA_KIT_VISIBILITIES, RESERVED_HANDLES } from '../domain/equestrian.ts';
import { CreatorFacetsSchema } from './creator-facets.ts';
import { AmountMinorSchema, CurrencySchema } from './offers.ts';
import { RatingSummarySchema } from './order-work.ts';

/**
 * A creator's media kit at /c/{handle} (issue 33, docs/decisions/030 "Media kits"): the settings
 * the creator keeps (address, who sees it, rates and packages) and the kit as visitors read it.
 * Contact details (e-mail, phone) are no part of any of these shapes.
 */

export const MEDIA_KIT_LIMITS = { packages: 8, title: 80, description: 400 } as const;

/** The path of a media kit. */
export const mediaKitPath = (handle: string): string => `/c/${handle}`;

const RESERVED: readonly string[] = RESERVED_HANDLES;

/** A handle as typed: trimmed and lower-cased (so unique regardless of case), then checked. */
export const MediaKitHandleSchema = z
  .string({ error: 'Choose an address' })
  .trim()
  .toLowerCase()
  .regex(HANDLE_PATTERN, 'Use 3 to 30 letters, digits and single dashes, starting and ending with a letter or digit')
  .refine((handle) => !RESERVED.includes(handle), { error: 'That address is kept for EquiCreators' });

export const RatePackageInputSchema = z.object({
  title: z
    .string({ error: 'Name the package' })
    .trim()
    .min(1, 'Name the package')
    .max(MEDIA_KIT_LIMITS.title, `Use at most ${MEDIA_KIT_LIMITS.title} characters`),
  description: z
    .string()
    .trim()
    .max(MEDIA_KIT_LIMITS.description, `Use at most ${MEDIA_KIT_LIMITS.description} characters`)
    .default(''),
  priceMinor: AmountMinorSchema,
  currency: CurrencySchema,
});
export type RatePackageInput = z.input<typeof RatePackageInputSchema>;

export const RatePackageSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    priceMinor: z.number().int(),
    currency: CurrencySchema,
  })
  .meta({ id: 'RatePackage' });
export type RatePackage = z.infer<typeof RatePackageSchema>;

const VisibilitySchema = z.enum(MEDIA_KIT_VISIBILITIES, { error: 'Choose who may see your media kit' });

/** PUT /api/influencers/profile/media-kit: the whole settings, replacing what was there. */
export const UpdateMediaKitSettingsSchema = z
  .object({
    handle: MediaKitHandleSchema.nullable(),
    visibility: VisibilitySchema,
    packages: z
      .array(RatePackageInputSchema)
      .max(MEDIA_KIT_LIMITS.packages, `Offer at most ${MEDIA_KIT_LIMITS.packages} packages`),
  })
  .superRefine((settings, context) => {
    if (settings.handle === null && settings.visibility !== 'nobody')
      context.addIssue({ code: 'custom', path: ['handle'], message: 'Choose an address before you share the kit' });
  })
  .meta({ id: 'UpdateMediaKitSettings' });
export type UpdateMediaKitSettings = z.input<typeof UpdateMediaKitSettingsSchema>;

export const MediaKitSettingsSchema = z
  .object({
    handle: z.string().nullable(),
    visibility: VisibilitySchema,
    packages: z.array(RatePackageSchema),
  })
  .meta({ id: 'MediaKitSettings' });
export type MediaKitSettings = z.infer<typeof MediaKitSettingsSchema>;

/** One piece of approved work both parties agreed to show. */
export const PortfolioItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  campaignTitle: z.string(),
  brandName: z.string(),
  /** When the brand approved it (ISO instant). */
  approvedAt: z.string(),
  postUrl: z.string().nullable(),
  /** An image of the work, through the media kit's own consent-checked route; null without one. */
  imageUrl: z.string().nullable(),
});
export type PortfolioItem = z.infer<typeof PortfolioItemSchema>;

/** GET /api/media-kits/{handle}: the kit as a permitted visitor reads it. */
export const MediaKitSchema = z
  .object({
    handle: z.string(),
    visibility: VisibilitySchema,
    firstName: z.string(),
    lastName: z.string(),
    bio: z.string(),
    description: z.string(),
    photo: z.string().nullable(),
    verified: z.boolean(),
    rating: RatingSummarySchema,
    facets: CreatorFacetsSchema,
    packages: z.array(RatePackageSchema),
    portfolio: z.array(PortfolioItemSchema),
    /**
     * The creator's id, to a logged-in brand or admin only: what Save (to a shortlist) and Invite
     * name (issue 46). Never in the page a visitor is served.
     */
    creatorId: z.string().optional(),
  })
  .meta({ id: 'MediaKit' });
export type MediaKit = z.infer<typeof MediaKitSchema>;

export const MediaKitParamsSchema = z.object({ handle: z.string().max(64) });
export const PortfolioImageParamsSchema = z.object({
  handle: z.string().max(64),
  submissionId: z.uuid('must be a submission id'),
});
export const PortfolioImageQuerySchema = z.object({
  exp: z.coerce.number().int().positive().optional(),
  sig: z.string().max(128).optional(),
});

/**
 * What the server renders at /c/{handle} (the web app's server-rendering build draws it): the kit,
 * the prompt to log in as a brand, or the one "not found" page for a hidden kit and an unknown
 * handle alike.
 */
export type MediaKitPageView =
  { kind: 'kit'; kit: MediaKit; url: string } | { kind: 'brands-only'; handle: string } | { kind: 'not-found' };
