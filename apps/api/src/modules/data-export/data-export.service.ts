import type { Readable } from 'node:stream';
import { AppError, DATA_EXPORT_MESSAGES, DATA_EXPORT_RULES, PRODUCT } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import { formatUtc } from './data-export.emails.ts';
import {
  consumeExport,
  findExportByTokenHash,
  findLatestCountedExport,
  findLatestExport,
  insertExport,
  lockAccountForExport,
  type DataExportRow,
} from './data-export.repository.ts';

/** The purpose of the download link's keyed hash. */
export const EXPORT_TOKEN_PURPOSE = 'data-export-download';
const HOUR_MS = 60 * 60 * 1000;

export type ExportState = { latest: DataExportRow | null; nextRequestAt: Date | null; now: Date };

/** When the account may ask again: a day after its last export that counts (null: now). */
function nextRequestAtOf(counted: DataExportRow | null, now: Date): Date | null {
  if (!counted) return null;
  const next = new Date(counted.requestedAt.getTime() + DATA_EXPORT_RULES.oneEveryHours * HOUR_MS);
  return next > now ? next : null;
}

/**
 * Asks for an export: at most one a day per account (a failed one does not count), decided under
 * the account's row lock so two requests at once make one export. The worker builds it.
 */
export async function requestExport(context: AppContext, accountId: string): Promise<ExportState> {
  const now = context.clock.now();
  const created = await context.db.transaction(async (tx) => {
    if (!(await lockAccountForExport(tx, accountId))) throw new AppError('NOT_FOUND', 'This account does not exist.');
    const counted = await findLatestCountedExport(tx, accountId);
    const next = nextRequestAtOf(counted, now);
    if (counted && next) {
      throw new AppError(
        'RATE_LIMITED',
        `You asked for a copy of your data on ${formatUtc(counted.requestedAt)}. You can ask for the next one from ${formatUtc(next)}.`,
        { retryAfterSeconds: Math.ceil((next.getTime() - now.getTime()) / 1000) },
      );
    }
    return insertExport(tx, accountId, now);
  });
  return {
    latest: created,
    nextRequestAt: new Date(now.getTime() + DATA_EXPORT_RULES.oneEveryHours * HOUR_MS),
    now,
  };
}

/** The account's latest export and when the next may be asked. */
export async function readExportState(context: AppContext, accountId: string): Promise<ExportState> {
  const now = context.clock.now();
  const [latest, counted] = await Promise.all([
    findLatestExport(context.db, accountId),
    findLatestCountedExport(context.db, accountId),
  ]);
  return { latest, nextRequestAt: nextRequestAtOf(counted, now), now };
}

export type ExportDownload = { stream: Readable; byteSize: number; fileName: string };

/**
 * Hands out a ready export once: the file is opened first (a missing file does not use the link
 * up), then one conditional write marks it downloaded; of two downloads at once, one wins and the
 * other is told the link was used. Only the account that asked may download it.
 */
export async function downloadExport(context: AppContext, accountId: string, token: string): Promise<ExportDownload> {
  const { db, clock, secrets, storage } = context;
  const now = clock.now();
  const found = await findExportByTokenHash(db, secrets.hash(EXPORT_TOKEN_PURPOSE, token));
  // Another account's link is answered as an unknown one: nothing tells its holder it is live.
  if (!found || found.accountId !== accountId) throw new AppError('NOT_FOUND', DATA_EXPORT_MESSAGES.linkUnusable);
  const isUsable = found.status === 'ready' && found.storageKey && found.expiresAt && found.expiresAt > now;
  if (!isUsable || !found.storageKey) throw new AppError('NOT_FOUND', DATA_EXPORT_MESSAGES.linkUnusable);
  const read = await storage.read(found.storageKey);
  if (!read) throw new AppError('NOT_FOUND', DATA_EXPORT_MESSAGES.linkUnusable);
  const consumed = await consumeExport(db, found.id, now);
  if (!consumed) {
    read.stream.destroy();
    throw new AppError('NOT_FOUND', DATA_EXPORT_MESSAGES.linkUnusable);
  }
  const day = (consumed.readyAt ?? now).toISOString().slice(0, 10);
  return { stream: read.stream, byteSize: read.byteSize, fileName: `${PRODUCT.name.toLowerCase()}-data-${day}.zip` };
}
