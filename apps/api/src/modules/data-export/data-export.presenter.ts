import type { DataExport, DataExportState } from '@equicreators/shared';
import type { DataExportRow } from './data-export.repository.ts';
import type { ExportState } from './data-export.service.ts';

const isoOrNull = (time: Date | null) => time?.toISOString() ?? null;

/** An export as its owner sees it: a ready one whose link has run out reads as expired before retention runs. */
export function presentDataExport(row: DataExportRow, now: Date): DataExport {
  const isExpired = row.status === 'ready' && (!row.expiresAt || row.expiresAt <= now);
  return {
    id: row.id,
    status: isExpired ? 'expired' : row.status,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: isoOrNull(row.readyAt),
    expiresAt: isoOrNull(row.expiresAt),
    downloadedAt: isoOrNull(row.downloadedAt),
  };
}

export function presentDataExportState(state: ExportState): DataExportState {
  return {
    latest: state.latest ? presentDataExport(state.latest, state.now) : null,
    nextRequestAt: isoOrNull(state.nextRequestAt),
  };
}
