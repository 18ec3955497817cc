import { LEGAL_VERSION, parseFollowerText, type CampaignOffer, type DeliverablePlanItem } from '@equicreators/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  accounts,
  brandProfiles,
  campaignImages,
  campaigns,
  contactMessages,
  creatorNiches,
  creatorProfiles,
  creatorRatePackages,
  creatorSocialLinks,
  invitations,
  newsletterSubscriptions,
} from '../../db/schema/index.ts';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_BRANDS,
  DEMO_CAMPAIGNS,
  DEMO_CREATOR_BEFORE_TERMS_EMAIL,
  DEMO_PENDING_INVITATIONS,
} from './demo-content.ts';
import { insertDemoClubMeetings } from './demo-club.repository.ts';
import {
  DEMO_PAST_ORDER,
  insertDemoEntries,
  insertDemoPastOrder,
  insertEdgeEntries,
} from './demo-entries.repository.ts';
import { offerColumns } from '../campaigns/campaign-offer.ts';
import { insertDemoDeals } from './demo-deals.repository.ts';
import { demoOfferOf } from './demo-offers.ts';
import type { DemoCreator } from './demo-people.ts';
import { replaceCreatorFacets } from '../creator-facets/creator-facets.repository.ts';
import { DEMO_CAMPAIGN_TARGETS, demoFacetsOf } from './demo-facets.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const ROTATED_CREATORS = 30;
// Any fixed number: two instances starting on one empty PostgreSQL database seed it once.
const SEED_LOCK_ID = 7_406_210_434;

/** What the demo rows point at but the database does not make: the password hash and the pictures. */
export type DemoAssets = {
  creators: DemoCreator[];
  passwordHash: string;
  /** Stores the picture of `creators[index]`, owned by their account; answers the file id. */
  storeAvatar(index: number, ownerAccountId: string): Promise<string>;
  /** Stores picture `position` of campaign `campaignIndex`, owned by its brand; answers the file id. */
  storeCampaignImage(campaignIndex: number, position: number, ownerAccountId: string): Promise<string>;
};

/**
 * Takes the seeding lock of this transaction (two instances starting on one empty PostgreSQL
 * database seed it once) and answers whether the database has no account yet.
 */
export async function lockSeedingOfEmptyDatabase(tx: Database): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
  const [existing] = await tx.select({ id: accounts.id }).from(accounts).limit(1);
  return !existing;
}

// Autovacuum analyses a table only after 50 changes; without statistics the planner guesses
// the small tables (accounts) wrong and the campaign lists join every entry (10× slower).
export async function analyzeTables(db: Database): Promise<void> {
  await db.execute(sql`analyze`);
}

/**
 * A demo partner accepted the Terms and the Privacy notice in force when they joined, as signup
 * asks (issue 34), so a demo login is not asked again. Admins are staff and are never asked.
 */
function termsAcceptedWhenJoining(joinedAt: Date): { termsVersion: string; termsAcceptedAt: Date } {
  return { termsVersion: LEGAL_VERSION, termsAcceptedAt: joinedAt };
}

export async function hasDemoAdmin(db: Database): Promise<boolean> {
  const [admin] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, DEMO_ADMIN_EMAIL))
    .limit(1);
  return Boolean(admin);
}

/**
 * The demo rows: an admin, three brands, the creators (two blocked), eight campaigns with
 * applications, hires and messages, invitations, contact messages and newsletter subscriptions.
 */
export async function insertDemoData(tx: Database, now: Date, assets: DemoAssets): Promise<void> {
  const { creators, passwordHash } = assets;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  const [admin] = await tx
    .insert(accounts)
    .values({ type: 'admin', email: DEMO_ADMIN_EMAIL, passwordHash, createdAt: daysAgo(90) })
    .returning({ id: accounts.id });
  if (!admin) throw new Error('The demo admin was not created');

  const brandIds = new Map<string, string>();
  for (const brand of DEMO_BRANDS) {
    const { key, email, ...profile } = brand;
    const [account] = await tx
      .insert(accounts)
      .values({ type: 'brand', email, passwordHash, createdAt: daysAgo(60), ...termsAcceptedWhenJoining(daysAgo(60)) })
      .returning({ id: accounts.id });
    if (!account) throw new Error(`The demo brand ${key} was not created`);
    await tx.insert(brandProfiles).values({
      accountId: account.id,
      ...profile,
      paymentConfirmedAt: profile.payment ? daysAgo(55) : null,
      // A paid demo brand was confirmed by hand: the admin's override (docs/decisions/018).
      comped: profile.payment,
      createdAt: daysAgo(60),
    });
    brandIds.set(key, account.id);
  }

  const creatorIds: string[] = [];
  const creatorIdByEmail = new Map<string, string>();
  for (const [index, creator] of creators.entries()) {
    const joinedAt = daysAgo(50 - index);
    const [account] = await tx
      .insert(accounts)
      .values({
        type: 'contentCreator',
        email: creator.email,
        passwordHash,
        status: creator.status,
        createdAt: joinedAt,
        ...(creator.email === DEMO_CREATOR_BEFORE_TERMS_EMAIL ? {} : termsAcceptedWhenJoining(joinedAt)),
      })
      .returning({ id: accounts.id });
    if (!account) throw new Error(`The demo creator ${creator.email} was not created`);
    const avatarFileId = await assets.storeAvatar(index, account.id);
    const links = creator.socialLinks.map((link, position) => ({
      creatorId: account.id,
      link: link.link,
      followerText: link.followerText,
      followerCount: parseFollowerText(link.followerText) ?? 0,
      position,
    }));
    await tx.insert(creatorProfiles).values({
      accountId: account.id,
      firstName: creator.firstName,
      lastName: creator.lastName,
      phoneNumber: creator.phoneNumber,
      bio: creator.bio,
      description: creator.description,
      avatarFileId,
      verified: creator.verified,
      totalFollowers: links.reduce((sum, link) => sum + link.followerCount, 0),
      createdAt: joinedAt,
    });
    await tx.insert(creatorNiches).values(creator.niches.map((niche) => ({ creatorId: account.id, niche })));
    await tx.insert(creatorSocialLinks).values(links);
    await insertDemoFacets(tx, account.id, demoFacetsOf(creator, index, now), now);
    await tx.insert(invitations).values({
      email: creator.email,
      invitedByAccountId: admin.id,
      acceptedAccountId: account.id,
      lastSentAt: daysAgo(52 - index),
      acceptedAt: joinedAt,
      createdAt: daysAgo(52 - index),
    });
    // The rotation of campaign entries runs over the first thirty only, so the entries that
    // journeys rely on stay where they were; the edge creators get theirs from DEMO_EDGE_ENTRIES.
    if (index < ROTATED_CREATORS) creatorIds.push(account.id);
    creatorIdByEmail.set(creator.email, account.id);
  }
  await tx
    .insert(invitations)
    .values(DEMO_PENDING_INVITATIONS.map((email) => ({ email, invitedByAccountId: admin.id, lastSentAt: daysAgo(1) })));

  const campaignIds = new Map<string, { id: string; brandId: string; createdAt: Date; plan: DeliverablePlanItem[] }>();
  const offers: { campaignId: string; offer: CampaignOffer }[] = [];
  for (const [campaignIndex, campaign] of DEMO_CAMPAIGNS.entries()) {
    const brandId = brandIds.get(campaign.brandKey);
    const brand = DEMO_BRANDS.find((candidate) => candidate.key === campaign.brandKey);
    if (!brandId || !brand) throw new Error(`Unknown demo brand ${campaign.brandKey}`);
    const createdAt = daysAgo(campaign.daysAgo);
    // Written as the API writes an offer: the texts, price, deadline and plan derived from it.
    const offer = demoOfferOf(campaign.offer, brand.timeZone, now);
    const terms = offerColumns(offer);
    const plan = terms.deliverablePlan ?? [];
    const [row] = await tx
      .insert(campaigns)
      .values({
        ...terms,
        brandId,
        companyName: brand.companyName,
        title: campaign.title,
        description: campaign.description,
        requirements: campaign.requirements,
        ownerEmail: brand.email,
        brandName: brand.companyName,
        socialMedia: campaign.socialMedia,
        niches: campaign.niches,
        targetDisciplines: DEMO_CAMPAIGN_TARGETS[campaign.title]?.disciplines ?? [],
        targetCountries: DEMO_CAMPAIGN_TARGETS[campaign.title]?.countries ?? [],
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: campaigns.id });
    if (!row) throw new Error(`The demo campaign ${campaign.title} was not created`);
    for (let position = 0; position < campaign.imageCount; position += 1) {
      const fileId = await assets.storeCampaignImage(campaignIndex, position, brandId);
      await tx.insert(campaignImages).values({ campaignId: row.id, fileId, position });
    }
    await insertDemoEntries(tx, { campaignId: row.id, campaignIndex, plan, brandId, creatorIds, createdAt, now });
    campaignIds.set(campaign.title, { id: row.id, brandId, createdAt, plan });
    offers.push({ campaignId: row.id, offer });
  }
  await insertEdgeEntries(tx, { campaignIds, creatorIdByEmail, now });
  const pastCampaign = campaignIds.get(DEMO_PAST_ORDER.campaignTitle);
  const pastCreatorId = creatorIdByEmail.get(DEMO_PAST_ORDER.email);
  if (!pastCampaign || !pastCreatorId) throw new Error('The demo past order has no campaign or creator');
  await insertDemoPastOrder(tx, { campaign: pastCampaign, creatorId: pastCreatorId, now });
  await insertDemoDeals(tx, offers, now);
  await insertDemoClubMeetings(tx, { adminId: admin.id, now });

  await tx.insert(contactMessages).values([
    {
      accountId: brandIds.get('meadowlark') ?? null,
      firstName: 'Priya',
      lastName: 'Raman',
      email: DEMO_BRANDS[2]?.email ?? 'meadowlark@equicreators.test',
      message: 'Hello! We would like to book a call about the yearly plan for Meadowlark. Mornings work best.',
      createdAt: daysAgo(3),
    },
    {
      firstName: 'Tom',
      lastName: 'Archer',
      email: 'tom.archer@example.com',
      message: 'Do you work with carriage-driving creators as well as riders?',
      createdAt: daysAgo(8),
    },
  ]);
  await tx
    .insert(newsletterSubscriptions)
    .values([{ email: 'stable.news@example.com' }, { email: 'rider.updates@example.com' }]);
}

/**
 * A demo creator's equestrian facets and figures, media kit and rate packages; the first four
 * featured ones on the home page, featured a few days ago in their order (docs/decisions/030).
 */
async function insertDemoFacets(
  tx: Database,
  creatorId: string,
  demo: ReturnType<typeof demoFacetsOf>,
  now: Date,
): Promise<void> {
  await replaceCreatorFacets(tx, creatorId, demo.facets, now);
  const featuredAt = demo.featuredPlace === null ? null : new Date(now.getTime() - (10 - demo.featuredPlace) * DAY_MS);
  await tx
    .update(creatorProfiles)
    .set({ handle: demo.handle, mediaKitVisibility: demo.mediaKitVisibility, featuredAt })
    .where(eq(creatorProfiles.accountId, creatorId));
  if (demo.ratePackages.length > 0) {
    await tx
      .insert(creatorRatePackages)
      .values(demo.ratePackages.map((ratePackage, position) => ({ creatorId, ...ratePackage, position })));
  }
}
