import { z } from 'zod';
import { DATA_EXPORT_STATUSES } from '../domain/privacy.ts';

export const DATA_EXPORT_MESSAGES = {
  requested: 'We are preparing your data. We will e-mail you a download link when it is ready.',
  linkUnusable:
    'This download link has been used or has expired. Each link works once, for 24 hours: ask for a new export on your Account & privacy page.',
  linkNotYours: 'This download link belongs to another account. Log in with the account that asked for the export.',
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
