import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DATA_EXPORT_RULES } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import { queueMail } from '../../platform/mail/mailer.ts';
import { PeriodicTask } from '../../platform/periodic-task.ts';
import { dataExportReadyEmail } from './data-export.emails.ts';
import {
  claimPendingExport,
  lockExportsToClean,
  markExportAttemptFailed,
  markExportCleaned,
  markExportReady,
  type DataExportRow,
} from './data-export.repository.ts';
import { EXPORT_TOKEN_PURPOSE } from './data-export.service.ts';
import { writeExportZip } from './export-archive.ts';
import { gatherExport } from './export-documents.ts';

export const DATA_EXPORT_WORKER_RULES = {
  pollIntervalMs: 15 * 1000,
  /** How long a claim holds while its zip is built; a process that dies leaves it claimable after. */
  leaseMs: 15 * 60 * 1000,
  /** Exports built in one pass at most; the rest wait for the next. */
  buildsPerPass: 5,
  /** Tries before an export is given up (`failed`, which does not count against one a day). */
  maxAttempts: 5,
  /** The wait after the n-th failure: 1, 4, 16, 64 minutes (at most an hour). */
  retryBaseMs: 60 * 1000,
  retryMaxMs: 60 * 60 * 1000,
  /** A downloaded zip is kept this long for the download that may still be streaming, then removed. */
  downloadedGraceMs: 60 * 60 * 1000,
  cleanBatchSize: 50,
} as const;

class NotExportable extends Error {
  constructor() {
    super('The account cannot be exported (erased, or not a brand or a creator)');
  }
}

export const exportStorageKey = (exportId: string) => `exports/${exportId}.zip`;

export type ExportPass = { built: number; retried: number; failed: number; removed: number };

/**
 * One pass: builds the pending exports (each claimed with a lease, so N processes share the work
 * and a restart resumes it), then removes the zips that were downloaded or expired.
 */
export async function processDataExports(context: AppContext): Promise<ExportPass> {
  const pass: ExportPass = { built: 0, retried: 0, failed: 0, removed: 0 };
  for (let build = 0; build < DATA_EXPORT_WORKER_RULES.buildsPerPass; build += 1) {
    const claim = await claimPendingExport(context.db, context.clock.now(), DATA_EXPORT_WORKER_RULES.leaseMs);
    if (!claim) break;
    pass[await buildExport(context, claim)] += 1;
  }
  pass.removed = await removeFinishedExports(context);
  return pass;
}

async function buildExport(context: AppContext, claim: DataExportRow): Promise<'built' | 'retried' | 'failed'> {
  const { db, clock, storage, secrets, config, logger } = context;
  const storageKey = exportStorageKey(claim.id);
  const workDir = join(config.dataDir, 'incoming');
  await mkdir(workDir, { recursive: true });
  const folder = await mkdtemp(join(workDir, 'export-'));
  try {
    const gathered = await gatherExport(db, claim.accountId);
    if (!gathered) throw new NotExportable();
    const zipPath = join(folder, 'export.zip');
    const { byteSize } = await writeExportZip(storage, gathered, zipPath, clock.now());
    await storage.putFile(storageKey, zipPath);
    const token = randomBytes(32).toString('base64url');
    const readyAt = clock.now();
    const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_RULES.linkHours * 60 * 60 * 1000);
    const isReady = await db.transaction(async (tx) => {
      const tokenHash = secrets.hash(EXPORT_TOKEN_PURPOSE, token);
      if (!(await markExportReady(tx, claim, { storageKey, byteSize, tokenHash, readyAt, expiresAt }))) return false;
      const pageUrl = `${config.publicUrl}/account/export?token=${token}`;
      await queueMail(tx, dataExportReadyEmail(gathered.email, pageUrl, expiresAt));
      return true;
    });
    // Another process took the export over (this one outlived its lease): its zip is the one kept.
    if (!isReady) logger.warn({ exportId: claim.id }, 'Data export finished after its lease; left to the other run');
    return 'built';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // An account erased (or no longer a brand's or a creator's) will not become exportable by waiting.
    const isLast = error instanceof NotExportable || claim.attempts >= DATA_EXPORT_WORKER_RULES.maxAttempts;
    const waitMs = Math.min(
      DATA_EXPORT_WORKER_RULES.retryBaseMs * 4 ** (claim.attempts - 1),
      DATA_EXPORT_WORKER_RULES.retryMaxMs,
    );
    logger.error({ err: error, exportId: claim.id, attempt: claim.attempts }, 'Data export failed');
    await markExportAttemptFailed(db, claim, {
      retryAt: isLast ? null : new Date(clock.now().getTime() + waitMs),
      lastError: message.slice(0, 500),
    });
    if (isLast) await storage.delete(storageKey).catch(() => undefined);
    return isLast ? 'failed' : 'retried';
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Retention: zips downloaded (after a grace for the download in flight) or past their link's 24
 * hours leave storage, and the row forgets the key and the token's hash (a ready one becomes
 * `expired`). Rows are locked SKIP LOCKED, so N processes remove each file once.
 */
export async function removeFinishedExports(context: AppContext): Promise<number> {
  const now = context.clock.now();
  const downloadedBefore = new Date(now.getTime() - DATA_EXPORT_WORKER_RULES.downloadedGraceMs);
  return context.db.transaction(async (tx) => {
    const rows = await lockExportsToClean(tx, now, downloadedBefore, DATA_EXPORT_WORKER_RULES.cleanBatchSize);
    for (const row of rows) {
      if (row.storageKey) await context.storage.delete(row.storageKey);
      await markExportCleaned(tx, row);
    }
    return rows.length;
  });
}

/** Builds exports and removes old zips: once at start and every 15 seconds. */
export class DataExportWorker {
  private readonly task: PeriodicTask<ExportPass>;

  constructor(context: AppContext) {
    this.task = new PeriodicTask({
      name: 'data-export',
      metrics: context.metrics,
      intervalMs: DATA_EXPORT_WORKER_RULES.pollIntervalMs,
      run: () => processDataExports(context),
      onResult: (pass) => {
        if (pass.built + pass.retried + pass.failed + pass.removed > 0) context.logger.info(pass, 'Data exports');
      },
      onError: (error) => context.logger.error({ err: error }, 'Data export pass failed'),
    });
  }

  start(): void {
    this.task.start();
  }

  stop(): Promise<void> {
    return this.task.stop();
  }

  /** One pass at the clock's time; a call during a pass joins it. */
  processDue(): Promise<ExportPass> {
    return this.task.runNow();
  }
}
