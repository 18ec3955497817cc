import { ACTIVE_ENTRY_STATUSES, type CampaignStatus, type EntryStatus } from '@equicreators/shared';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  accounts,
  campaignEntries,
  campaignImages,
  campaigns,
  creatorProfiles,
  files,
  messages,
} from '../../db/schema/index.ts';
import type { FileRow } from '../files/files.repository.ts';
import type { CampaignEntryRow } from './campaign-entries.repository.ts';
import type { CampaignRow, NewCampaignRow } from './campaigns.repository.ts';

/**
 * The campaign's row, locked until the transaction ends: 'update' for the writes that change it
 * (an edit, a state change, a deletion), 'share' for the entry moves that must see its state hold
 * while they write (an application cannot slip in after a close commits, nor be lost to an edit).
 */
export async function lockCampaign(
  executor: Database,
  id: string,
  mode: 'update' | 'share',
): Promise<CampaignRow | null> {
  const [row] = await executor.select().from(campaigns).where(eq(campaigns.id, id)).limit(1).for(mode);
  return row ?? null;
}

/**
 * Moves the campaign from one of `from` to `to` only if it is still in one of them; answers the
 * changed row or null. `clearDeadlineBefore` (a reopening): a deadline at or before this time is
 * removed, and an open campaign whose deadline has passed, which reads closed, also moves (it is
 * the reopening that removes its deadline), so a reopened campaign never stays closed by one.
 */
export async function setCampaignStatus(
  executor: Database,
  {
    id,
    from,
    to,
    now,
    clearDeadlineBefore,
  }: { id: string; from: readonly CampaignStatus[]; to: CampaignStatus; now: Date; clearDeadlineBefore?: Date },
): Promise<CampaignRow | null> {
  const deadline = clearDeadlineBefore
    ? {
        applicationDeadline: sql<Date | null>`case when ${campaigns.applicationDeadline} <= ${clearDeadlineBefore}
          then null else ${campaigns.applicationDeadline} end`,
      }
    : {};
  const inFrom = inArray(campaigns.status, [...from]);
  const closedByDeadline = clearDeadlineBefore
    ? and(eq(campaigns.status, 'open'), lte(campaigns.applicationDeadline, clearDeadlineBefore))
    : undefined;
  const [row] = await executor
    .update(campaigns)
    .set({ status: to, updatedAt: now, ...deadline })
    .where(and(eq(campaigns.id, id), closedByDeadline ? or(inFrom, closedByDeadline) : inFrom))
    .returning();
  return row ?? null;
}

export async function updateCampaignRow(
  executor: Database,
  id: string,
  changes: Partial<Omit<NewCampaignRow, 'id' | 'brandId' | 'createdAt'>>,
): Promise<void> {
  await executor.update(campaigns).set(changes).where(eq(campaigns.id, id));
}

/** The campaign's image files, in the brand's order. */
export async function imageFilesOf(executor: Database, campaignId: string): Promise<FileRow[]> {
  const rows = await executor
    .select({ file: files })
    .from(campaignImages)
    .innerJoin(files, eq(files.id, campaignImages.fileId))
    .where(eq(campaignImages.campaignId, campaignId))
    .orderBy(asc(campaignImages.position), asc(campaignImages.id));
  return rows.map((row) => row.file);
}

/** Replaces the campaign's image list with `fileIds`, in this order (the rows are written anew). */
export async function replaceCampaignImages(executor: Database, campaignId: string, fileIds: string[]): Promise<void> {
  await executor.delete(campaignImages).where(eq(campaignImages.campaignId, campaignId));
  if (fileIds.length === 0) return;
  await executor.insert(campaignImages).values(fileIds.map((fileId, position) => ({ campaignId, fileId, position })));
}

/** Removes file records no longer referred to (their bytes are deleted after the commit). */
export async function deleteFileRows(executor: Database, fileIds: string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await executor.delete(files).where(inArray(files.id, fileIds));
}

/** Whether anything in the campaign must be kept: a hire, or a message in one of its threads. */
export async function campaignHasHistory(executor: Database, campaignId: string): Promise<boolean> {
  const hires = await executor
    .select({ id: campaignEntries.id })
    .from(campaignEntries)
    .where(and(eq(campaignEntries.campaignId, campaignId), eq(campaignEntries.status, 'Hired')))
    .limit(1);
  if (hires.length > 0) return true;
  const sent = await executor
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.campaignId, campaignId))
    .limit(1);
  return sent.length > 0;
}

/** Deletes the campaign; its images' rows and its entries go with it (foreign keys cascade). */
export async function deleteCampaignRow(executor: Database, id: string): Promise<void> {
  await executor.delete(campaigns).where(eq(campaigns.id, id));
}

/** The active creators in the campaign (invited, applied or hired), to tell them of a change. */
export async function activeEntryContacts(
  executor: Database,
  campaignId: string,
): Promise<{ id: string; email: string; firstName: string }[]> {
  return executor
    .select({ id: campaignEntries.creatorId, email: accounts.email, firstName: creatorProfiles.firstName })
    .from(campaignEntries)
    .innerJoin(accounts, and(eq(accounts.id, campaignEntries.creatorId), eq(accounts.status, 'active')))
    .innerJoin(creatorProfiles, eq(creatorProfiles.accountId, campaignEntries.creatorId))
    .where(and(eq(campaignEntries.campaignId, campaignId), inArray(campaignEntries.status, [...ACTIVE_ENTRY_STATUSES])))
    .orderBy(asc(campaignEntries.createdAt), asc(campaignEntries.id));
}

/** The timestamp each status records when an entry moves into it. */
function stampOf(to: EntryStatus, now: Date) {
  switch (to) {
    case 'Applied':
      // A creator applying again after withdrawing is no longer withdrawn.
      return { appliedAt: now, withdrawnAt: null };
    case 'Hired':
      return { hiredAt: now };
    case 'Declined':
      return { declinedAt: now };
    case 'Withdrawn':
    case 'Invitation Declined':
      return { withdrawnAt: now };
    case 'Not Applied':
      return { invitedAt: now };
  }
}

/**
 * Moves an entry into `to` only if it is still in one of `from`; answers the changed row or null.
 * The condition is checked again after a concurrent change commits, so of two racing moves (a
 * hire and a withdrawal, a decline and a withdrawal) exactly one changes the row.
 */
export async function moveEntryRow(
  executor: Database,
  {
    campaignId,
    creatorId,
    from,
    to,
    now,
  }: { campaignId: string; creatorId: string; from: readonly EntryStatus[]; to: EntryStatus; now: Date },
): Promise<CampaignEntryRow | null> {
  const [row] = await executor
    .update(campaignEntries)
    .set({ status: to, ...stampOf(to, now), updatedAt: now })
    .where(
      and(
        eq(campaignEntries.campaignId, campaignId),
        eq(campaignEntries.creatorId, creatorId),
        inArray(campaignEntries.status, [...from]),
      ),
    )
    .returning();
  return row ?? null;
}
