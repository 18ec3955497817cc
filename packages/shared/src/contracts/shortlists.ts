import { z } from 'zod';
import { requiredText } from './fields.ts';
import { BrowsedInfluencerSchema } from './influencers.ts';
import { pageOf, PageQuerySchema } from './paging.ts';

/** How many lists a brand keeps and how many creators one list holds (issue 33). */
export const SHORTLIST_LIMITS = { nameMaxLength: 60, listsPerBrand: 100, membersPerList: 500 } as const;

export const SHORTLIST_MESSAGES = {
  notFound: 'This shortlist does not exist.',
  duplicateName: 'You already have a shortlist with this name. Choose another name.',
  tooManyLists: `You have ${SHORTLIST_LIMITS.listsPerBrand} shortlists, the most a brand may keep. Delete one to make room.`,
  listFull: `This shortlist holds ${SHORTLIST_LIMITS.membersPerList} creators, the most one list may hold. Remove some or start another list.`,
} as const;

/** A list's name: 1–60 characters once trimmed; unique per brand whatever its case (the server answers 409). */
export const ShortlistNameSchema = requiredText('a name for the list', SHORTLIST_LIMITS.nameMaxLength);

export const ShortlistNameRequestSchema = z.object({ name: ShortlistNameSchema }).meta({ id: 'ShortlistNameRequest' });
export type ShortlistNameRequest = z.infer<typeof ShortlistNameRequestSchema>;

export const ShortlistParamsSchema = z.object({ shortlistId: z.uuid('must be a shortlist id') });
export const ShortlistMemberParamsSchema = ShortlistParamsSchema.extend({
  creatorId: z.uuid('must be a creator id'),
});

/** `creatorId`: also say, for each list, whether this creator is on it (the Save menu's ticks). */
export const ShortlistListQuerySchema = z.object({ creatorId: z.uuid('must be a creator id').optional() });

/** One of the brand's lists; `memberCount` counts the creators a brand can see (blocked ones are left out). */
export const ShortlistSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    memberCount: z.number().int(),
    createdAt: z.iso.datetime(),
    /** Present when the request named a creator: whether that creator is on this list. */
    includesCreator: z.boolean().optional(),
  })
  .meta({ id: 'Shortlist' });
export type Shortlist = z.infer<typeof ShortlistSchema>;

/** Every list of the brand, newest first (at most SHORTLIST_LIMITS.listsPerBrand, so never paged). */
export const ShortlistsResponseSchema = z.object({ items: z.array(ShortlistSchema) }).meta({ id: 'Shortlists' });
export type ShortlistsResponse = z.infer<typeof ShortlistsResponseSchema>;

export const ShortlistMembersQuerySchema = PageQuerySchema;
export type ShortlistMembersQuery = z.output<typeof ShortlistMembersQuerySchema>;
/** A list's creators as browse cards, most recently added first; contact details as on browse. */
export const ShortlistMemberPageSchema = pageOf(BrowsedInfluencerSchema).meta({ id: 'ShortlistMemberPage' });
export type ShortlistMemberPage = z.infer<typeof ShortlistMemberPageSchema>;

export const ShortlistInviteRequestSchema = z
  .object({ campaignId: z.uuid('Choose one of your open campaigns') })
  .meta({ id: 'ShortlistInviteRequest' });
export type ShortlistInviteRequest = z.infer<typeof ShortlistInviteRequestSchema>;

/**
 * Why a member was not invited: already on the campaign (invited, applied or hired), they declined
 * or withdrew before, the campaign is full or closed, or an invitation quota ran out.
 */
export const SHORTLIST_SKIP_REASONS = [
  'alreadyOnCampaign',
  'declinedBefore',
  'campaignFull',
  'campaignClosed',
  'limitReached',
  'unavailable',
] as const;
export type ShortlistSkipReason = (typeof SHORTLIST_SKIP_REASONS)[number];

export const SHORTLIST_SKIP_LABELS: Record<ShortlistSkipReason, string> = {
  alreadyOnCampaign: 'already on the campaign',
  declinedBefore: 'declined or withdrew before',
  campaignFull: 'the campaign is full',
  campaignClosed: 'the campaign is closed',
  limitReached: 'invitation limit reached',
  unavailable: 'could not be invited',
};

export const ShortlistInviteSummarySchema = z
  .object({
    invited: z.number().int(),
    skipped: z.array(
      z.object({
        creatorId: z.uuid(),
        name: z.string(),
        reason: z.enum(SHORTLIST_SKIP_REASONS),
        /** The sentence the single invitation would have answered. */
        message: z.string(),
      }),
    ),
    message: z.string(),
  })
  .meta({ id: 'ShortlistInviteSummary' });
export type ShortlistInviteSummary = z.infer<typeof ShortlistInviteSummarySchema>;

/** "Invited 2 creators; skipped 1 (already on the campaign)." */
export function shortlistInviteSentence(invited: number, skipped: readonly { reason: ShortlistSkipReason }[]): string {
  const creators = (n: number) => `${n} creator${n === 1 ? '' : 's'}`;
  const head = `Invited ${creators(invited)}`;
  if (skipped.length === 0) return `${head}.`;
  const reasons = SHORTLIST_SKIP_REASONS.map(
    (reason) => [reason, skipped.filter((s) => s.reason === reason).length] as const,
  )
    .filter(([, n]) => n > 0)
    .map(([reason, n]) => `${n} ${SHORTLIST_SKIP_LABELS[reason]}`)
    .join(', ');
  return `${head}; skipped ${skipped.length} (${reasons}).`;
}
