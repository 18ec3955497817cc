import type { MediaKitVisibility, RatePackageInputSchema } from '@equicreators/shared';
import { and, asc, desc, eq, like, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import {
  accounts,
  brandProfiles,
  campaigns,
  creatorProfiles,
  creatorRatePackages,
  files,
  messageAttachments,
  orderDeliverables,
  orderSubmissions,
} from '../../db/schema/index.ts';

export type RatePackageRow = typeof creatorRatePackages.$inferSelect;
export type RatePackageWrite = z.output<typeof RatePackageInputSchema>;

/** Whose kit a handle names, and who may see it; null for a handle nobody holds. */
export type KitOwner = { creatorId: string; handle: string; visibility: MediaKitVisibility; active: boolean };

export async function findKitOwner(db: Database, handle: string): Promise<KitOwner | null> {
  const [row] = await db
    .select({
      creatorId: creatorProfiles.accountId,
      handle: creatorProfiles.handle,
      visibility: creatorProfiles.mediaKitVisibility,
      status: accounts.status,
    })
    .from(creatorProfiles)
    .innerJoin(accounts, eq(accounts.id, creatorProfiles.accountId))
    .where(eq(creatorProfiles.handle, handle))
    .limit(1);
  if (!row?.handle) return null;
  return { creatorId: row.creatorId, handle: row.handle, visibility: row.visibility, active: row.status === 'active' };
}

export async function findKitSettings(
  db: Database,
  creatorId: string,
): Promise<{ handle: string | null; visibility: MediaKitVisibility } | null> {
  const [row] = await db
    .select({ handle: creatorProfiles.handle, visibility: creatorProfiles.mediaKitVisibility })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.accountId, creatorId))
    .limit(1);
  return row ?? null;
}

export function listRatePackages(db: Database, creatorId: string): Promise<RatePackageRow[]> {
  return db
    .select()
    .from(creatorRatePackages)
    .where(eq(creatorRatePackages.creatorId, creatorId))
    .orderBy(asc(creatorRatePackages.position));
}

/** Whether another creator holds this handle (handles are stored lower-case). */
export async function isHandleTaken(db: Database, handle: string, creatorId: string): Promise<boolean> {
  const [row] = await db
    .select({ creatorId: creatorProfiles.accountId })
    .from(creatorProfiles)
    .where(and(eq(creatorProfiles.handle, handle), sql`${creatorProfiles.accountId} <> ${creatorId}`))
    .limit(1);
  return row !== undefined;
}

/** Writes the kit's address, visibility and packages (all replaced), in the caller's transaction. */
export async function replaceKitSettings(
  executor: Database,
  creatorId: string,
  settings: { handle: string | null; visibility: MediaKitVisibility; packages: readonly RatePackageWrite[] },
  now: Date,
): Promise<void> {
  await executor
    .update(creatorProfiles)
    .set({ handle: settings.handle, mediaKitVisibility: settings.visibility, updatedAt: now })
    .where(eq(creatorProfiles.accountId, creatorId));
  await executor.delete(creatorRatePackages).where(eq(creatorRatePackages.creatorId, creatorId));
  if (settings.packages.length > 0)
    await executor.insert(creatorRatePackages).values(
      settings.packages.map((item, position) => ({
        creatorId,
        ...item,
        position,
        createdAt: now,
        updatedAt: now,
      })),
    );
}

const showcased = (creatorId: string) =>
  and(
    eq(orderSubmissions.creatorId, creatorId),
    eq(orderSubmissions.status, 'approved'),
    eq(orderSubmissions.creatorShowcaseConsent, true),
    eq(orderSubmissions.brandShowcaseConsent, true),
  );

/** The first image attached to a submission's message (its files are the message's attachments). */
const firstImageOf = (db: Database) =>
  db
    .select({ fileId: files.id })
    .from(messageAttachments)
    .innerJoin(files, eq(files.id, messageAttachments.fileId))
    .where(and(eq(messageAttachments.messageId, orderSubmissions.messageId), like(files.contentType, 'image/%')))
    .orderBy(asc(messageAttachments.position))
    .limit(1);

export type PortfolioRow = {
  id: string;
  title: string;
  campaignTitle: string;
  brandName: string;
  approvedAt: Date | null;
  postUrl: string | null;
  imageFileId: string | null;
};

/** The creator's approved work that both sides agreed to show, newest first (at most `limit`). */
export function listPortfolio(db: Database, creatorId: string, limit: number): Promise<PortfolioRow[]> {
  return db
    .select({
      id: orderSubmissions.id,
      title: orderDeliverables.title,
      campaignTitle: campaigns.title,
      brandName: brandProfiles.companyName,
      approvedAt: orderSubmissions.reviewedAt,
      postUrl: orderSubmissions.postUrl,
      imageFileId: sql<string | null>`(${firstImageOf(db)})`,
    })
    .from(orderSubmissions)
    .innerJoin(orderDeliverables, eq(orderDeliverables.id, orderSubmissions.deliverableId))
    .innerJoin(campaigns, eq(campaigns.id, orderSubmissions.campaignId))
    .innerJoin(brandProfiles, eq(brandProfiles.accountId, campaigns.brandId))
    .where(showcased(creatorId))
    .orderBy(desc(orderSubmissions.reviewedAt), desc(orderSubmissions.id))
    .limit(limit);
}

/** The stored image of one showcased submission of this creator; null when there is none to show. */
export async function findPortfolioImage(
  db: Database,
  creatorId: string,
  submissionId: string,
): Promise<{ contentType: string; storageKey: string; thumbnailKey: string | null } | null> {
  const [row] = await db
    .select({ contentType: files.contentType, storageKey: files.storageKey, thumbnailKey: files.thumbnailKey })
    .from(orderSubmissions)
    .innerJoin(messageAttachments, eq(messageAttachments.messageId, orderSubmissions.messageId))
    .innerJoin(files, eq(files.id, messageAttachments.fileId))
    .where(and(eq(orderSubmissions.id, submissionId), showcased(creatorId), like(files.contentType, 'image/%')))
    .orderBy(asc(messageAttachments.position))
    .limit(1);
  return row ?? null;
}
