import type { EntryStatus, InfluencerListStatus } from '@equicreators/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared-statements.ts';
import { accounts, campaignEntries, campaigns, creatorProfiles, messages } from '../../db/schema/index.ts';
import type { CreatorProfileRow } from '../creators/creators.repository.ts';
import { isUnreadFor } from '../../db/unread-messages.ts';
import { creatorListsOf, type BrowsedLink } from './creator-aggregates.repository.ts';
import { notBlockedUnlessErased } from './erased-creators.repository.ts';
import { shownEmail } from '../../db/shown-names.ts';

/** The brand's campaigns a creator is in, with the entry's status there. */
export type BrandCampaignEntry = { _id: string; campaignTitle: string; status: EntryStatus };

/** One creator of the brand's influencer list. */
export type BrandInfluencerRecord = CreatorProfileRow & {
  email: string;
  niches: string[];
  socialLinks: BrowsedLink[];
  hired: boolean;
  campaigns: BrandCampaignEntry[];
  unreadCount: number;
};

/**
 * GET /api/influencers/campaignOfInfluencers: the creators with an entry on the brand's own
 * campaigns (DECISIONS), Hired = hired on at least one of them, Pending = invited or applied there
 * and hired on none; the most recent entry activity first (the latest `updated_at` of their
 * entries on this brand's campaigns: an invitation, an application or a hire). One statement per
 * status: page, total, each creator's campaigns, niches, links, unread count (the creator's
 * messages in those threads the brand has not read) and the brand's payment flag.
 */
export async function listBrandInfluencers(
  db: Database,
  brandId: string,
  { status, page, pageSize }: { status: InfluencerListStatus; page: number; pageSize: number },
): Promise<{ rows: BrandInfluencerRecord[]; total: number }> {
  const records = await preparedOnce(db, 'brand_influencers', selectBrandInfluencers, { status }).execute({
    brandId,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return {
    rows: records.flatMap(({ profile, email, niches, socialLinks, entries, unreadCount }) =>
      profile && entries
        ? [
            {
              ...profile,
              email: email ?? '',
              niches,
              socialLinks,
              hired: status === 'Hired',
              campaigns: entries,
              unreadCount: Number(unreadCount),
            },
          ]
        : [],
    ),
    total: records[0]?.total ?? 0,
  };
}

function selectBrandInfluencers(db: Database, { status }: { status: InfluencerListStatus }) {
  const brandEntries = db.$with('brand_entries').as(
    db
      .select({
        creatorId: campaignEntries.creatorId,
        campaignId: campaignEntries.campaignId,
        status: campaignEntries.status,
        updatedAt: campaignEntries.updatedAt,
        title: sql<string>`${campaigns.title}`.as('title'),
      })
      .from(campaignEntries)
      .innerJoin(campaigns, eq(campaigns.id, campaignEntries.campaignId))
      .where(and(eq(campaigns.brandId, sql.placeholder('brandId')), notBlockedUnlessErased(campaignEntries.creatorId))),
  );
  const perCreator = db.$with('per_creator').as(
    db
      .select({
        creatorId: brandEntries.creatorId,
        hired: sql<boolean>`bool_or(${brandEntries.status} = 'Hired')`.as('hired'),
        lastActivity: sql<Date>`max(${brandEntries.updatedAt})`.as('last_activity'),
        entries: sql<BrandCampaignEntry[]>`json_agg(json_build_object(
          '_id', ${brandEntries.campaignId}, 'campaignTitle', ${brandEntries.title}, 'status', ${brandEntries.status}
        ) order by ${brandEntries.updatedAt} desc, ${brandEntries.campaignId})`.as('entries'),
      })
      .from(brandEntries)
      .groupBy(brandEntries.creatorId),
  );
  const chosen = status === 'Hired' ? sql`${perCreator.hired}` : sql`not ${perCreator.hired}`;
  const page = db
    .$with('page')
    .as(
      db
        .select({ creatorId: perCreator.creatorId, lastActivity: perCreator.lastActivity, entries: perCreator.entries })
        .from(perCreator)
        .where(chosen)
        .orderBy(desc(perCreator.lastActivity), desc(perCreator.creatorId))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    );
  const matching = db.$with('matching').as(
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number).as('total') })
      .from(perCreator)
      .where(chosen),
  );
  const pageIds = db.select({ id: page.creatorId }).from(page);
  const unread = db.$with('unread').as(
    db
      .select({
        creatorId: messages.creatorId,
        unreadCount: sql<number>`count(*)::int`.as('unread_count'),
      })
      .from(messages)
      .innerJoin(
        brandEntries,
        and(eq(brandEntries.campaignId, messages.campaignId), eq(brandEntries.creatorId, messages.creatorId)),
      )
      .where(and(inArray(messages.creatorId, pageIds), isUnreadFor('brand')))
      .groupBy(messages.creatorId),
  );
  const { nicheLists, linkLists, niches, socialLinks } = creatorListsOf(db, pageIds);
  return db
    .with(brandEntries, perCreator, page, matching, unread, nicheLists, linkLists)
    .select({
      total: matching.total,
      profile: creatorProfiles,
      email: shownEmail(),
      entries: page.entries,
      unreadCount: sql<number>`coalesce(${unread.unreadCount}, 0)`,
      niches,
      socialLinks,
    })
    .from(matching)
    .leftJoin(page, sql`true`)
    .leftJoin(creatorProfiles, eq(creatorProfiles.accountId, page.creatorId))
    .leftJoin(accounts, eq(accounts.id, page.creatorId))
    .leftJoin(unread, eq(unread.creatorId, page.creatorId))
    .leftJoin(nicheLists, eq(nicheLists.creatorId, page.creatorId))
    .leftJoin(linkLists, eq(linkLists.creatorId, page.creatorId))
    .orderBy(desc(page.lastActivity), desc(page.creatorId));
}
