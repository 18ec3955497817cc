import { asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  accountDeletions,
  accounts,
  brandProfiles,
  campaignEntries,
  campaignImages,
  campaigns,
  contactMessages,
  creatorNiches,
  creatorPlatformStats,
  creatorProfiles,
  creatorRatePackages,
  creatorSocialLinks,
  emailChanges,
  files,
  messageAttachments,
  messages,
} from '../../db/schema/index.ts';
import { listExportsOf } from './data-export.repository.ts';

/**
 * Whose data an export gathers: the account, its type, and for a brand its campaigns' ids (the
 * orders of a brand are those of its campaigns; a creator's are her own entries).
 */
export type ExportScope = { accountId: string; type: 'brand' | 'contentCreator'; brandCampaignIds: string[] };

/** Rows of an order table (campaign_id, creator_id) that belong to the scope. */
export function ordersOf(scope: ExportScope, table: { campaignId: AnyPgColumn; creatorId: AnyPgColumn }): SQL {
  if (scope.type === 'contentCreator') return eq(table.creatorId, scope.accountId);
  return scope.brandCampaignIds.length > 0 ? inArray(table.campaignId, scope.brandCampaignIds) : sql`false`;
}

export async function findExportAccount(db: Database, accountId: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row ?? null;
}

export async function listBrandCampaignIds(db: Database, brandId: string): Promise<string[]> {
  const rows = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.brandId, brandId));
  return rows.map((row) => row.id);
}

/** What account.json holds besides the account: its contact messages, e-mail changes, deletions and exports. */
export async function readAccountExtras(db: Database, accountId: string) {
  const [contact, changes, deletions, exports] = await Promise.all([
    db.select().from(contactMessages).where(eq(contactMessages.accountId, accountId)),
    db.select().from(emailChanges).where(eq(emailChanges.accountId, accountId)),
    db.select().from(accountDeletions).where(eq(accountDeletions.accountId, accountId)),
    listExportsOf(db, accountId),
  ]);
  return { contactMessages: contact, emailChanges: changes, accountDeletions: deletions, dataExports: exports };
}

export async function readCreatorProfile(db: Database, accountId: string) {
  const [profile] = await db.select().from(creatorProfiles).where(eq(creatorProfiles.accountId, accountId));
  if (!profile) return null;
  const [niches, socialLinks, platformStats, ratePackages] = await Promise.all([
    db.select().from(creatorNiches).where(eq(creatorNiches.creatorId, accountId)),
    db
      .select()
      .from(creatorSocialLinks)
      .where(eq(creatorSocialLinks.creatorId, accountId))
      .orderBy(asc(creatorSocialLinks.position)),
    db.select().from(creatorPlatformStats).where(eq(creatorPlatformStats.creatorId, accountId)),
    db.select().from(creatorRatePackages).where(eq(creatorRatePackages.creatorId, accountId)),
  ]);
  return { profile, niches: niches.map((row) => row.niche), socialLinks, platformStats, ratePackages };
}

export async function readBrandProfile(db: Database, accountId: string) {
  const [profile] = await db.select().from(brandProfiles).where(eq(brandProfiles.accountId, accountId));
  return profile ?? null;
}

/** The name a brand sees for a creator: first and last name. */
const creatorNameSql = sql<string>`coalesce(trim(${creatorProfiles.firstName} || ' ' || ${creatorProfiles.lastName}), '')`;

/** A brand's campaigns with their images (file ids) and entries (with the creator's name as the brand sees it). */
export async function readBrandCampaigns(db: Database, scope: ExportScope) {
  if (scope.brandCampaignIds.length === 0) return { campaigns: [], images: [], entries: [] };
  const ids = scope.brandCampaignIds;
  const [campaignRows, images, entries] = await Promise.all([
    db.select().from(campaigns).where(inArray(campaigns.id, ids)).orderBy(asc(campaigns.createdAt)),
    db
      .select()
      .from(campaignImages)
      .where(inArray(campaignImages.campaignId, ids))
      .orderBy(asc(campaignImages.position)),
    db
      .select({ entry: campaignEntries, creatorName: creatorNameSql })
      .from(campaignEntries)
      .leftJoin(creatorProfiles, eq(creatorProfiles.accountId, campaignEntries.creatorId))
      .where(inArray(campaignEntries.campaignId, ids)),
  ]);
  return { campaigns: campaignRows, images, entries };
}

/** A creator's entries, with each campaign's title and company as she sees them. */
export async function readCreatorEntries(db: Database, accountId: string) {
  return db
    .select({ entry: campaignEntries, campaignTitle: campaigns.title, companyName: campaigns.companyName })
    .from(campaignEntries)
    .innerJoin(campaigns, eq(campaigns.id, campaignEntries.campaignId))
    .where(eq(campaignEntries.creatorId, accountId));
}

/**
 * Every message of every thread the account is a party to (a brand: its campaigns' threads; a
 * creator: her own), in thread order, with the names each side is shown: the campaign's company
 * for the creator, the creator's name for the brand. Never an e-mail address.
 */
export async function readThreadMessages(db: Database, scope: ExportScope) {
  return db
    .select({
      message: messages,
      campaignTitle: campaigns.title,
      companyName: campaigns.companyName,
      creatorName: creatorNameSql,
    })
    .from(messages)
    .innerJoin(campaigns, eq(campaigns.id, messages.campaignId))
    .leftJoin(creatorProfiles, eq(creatorProfiles.accountId, messages.creatorId))
    .where(ordersOf(scope, messages))
    .orderBy(asc(messages.campaignId), asc(messages.creatorId), asc(messages.seq));
}

/** The attachments of the given messages: their names, and the owner to tell one's own files from the other's. */
export async function readMessageAttachments(db: Database, messageIds: string[]) {
  if (messageIds.length === 0) return [];
  return db
    .select({
      messageId: messageAttachments.messageId,
      position: messageAttachments.position,
      fileId: files.id,
      ownerAccountId: files.ownerAccountId,
      purpose: files.purpose,
      originalName: files.originalName,
      contentType: files.contentType,
      byteSize: files.byteSize,
    })
    .from(messageAttachments)
    .innerJoin(files, eq(files.id, messageAttachments.fileId))
    .where(inArray(messageAttachments.messageId, messageIds))
    .orderBy(asc(messageAttachments.position));
}

/**
 * The person's own files: what they uploaded (their picture, campaign images, message and work
 * attachments: the media kit's portfolio is approved work), and `alsoIds` (their picture and their
 * campaigns' images, whoever stored them).
 */
export async function listOwnFiles(db: Database, accountId: string, alsoIds: string[]) {
  const owned = eq(files.ownerAccountId, accountId);
  return db
    .select()
    .from(files)
    .where(alsoIds.length > 0 ? or(owned, inArray(files.id, alsoIds)) : owned)
    .orderBy(asc(files.createdAt), asc(files.id));
}
