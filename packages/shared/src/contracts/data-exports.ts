import { z } from 'zod';
import { DATA_EXPORT_STATUSES } from '../domain/privacy.ts';

export const DATA_EXPORT_MESSAGES = {
  requested: 'We are preparing your data. We will e-mail you a download link when it is ready.',
  /**
   * One answer for a link used, expired, made up or another account's: which of them it is would
   * tell a stranger holding a link that it is live (issue 46).
   */
  linkUnusable:
    'This download link has been used or has expired, or belongs to another account. Each link works once, for 24 hours, for the account that asked for it: log in with that account, or ask for a new export on your Account & privacy page.',
} as const;

/** One export of the caller's data: its state and its times (ISO 8601). */
export const DataExportSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(DATA_EXPORT_STATUSES),
    requestedAt: z.iso.datetime(),
    readyAt: z.iso.datetime().nullable(),
    /** Until when the e-mailed link works (a ready export). */
    expiresAt: z.iso.datetime().nullable(),
    downloadedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'DataExport' });
export type DataExport = z.infer<typeof DataExportSchema>;

/** The caller's latest export, and when the next one may be asked (null: now). */
export const DataExportStateSchema = z
  .object({
    latest: DataExportSchema.nullable(),
    nextRequestAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'DataExportState' });
export type DataExportState = z.infer<typeof DataExportStateSchema>;

/** The e-mailed link's token, sent back by the download page's button (never by a plain GET). */
export const DataExportDownloadRequestSchema = z
  .object({ token: z.string().trim().min(1, 'The link has no token.').max(200, 'The link is not valid.') })
  .meta({ id: 'DataExportDownloadRequest' });
export type DataExportDownloadRequest = z.infer<typeof DataExportDownloadRequestSchema>;
