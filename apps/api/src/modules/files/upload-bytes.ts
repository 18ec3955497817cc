import type { FilePurpose } from '../../db/schema/index.ts';
import type { Metrics } from '../../platform/metrics/metrics.ts';

/**
 * Counts the bytes of uploads kept (upload_bytes_total, by purpose): called once the change that
 * recorded them committed, so a refused or rolled-back upload counts nothing. An image counts its
 * stored re-encoding, not its thumbnail.
 */
export function countUploadedBytes(
  metrics: Metrics,
  purpose: FilePurpose,
  files: readonly { byteSize: number }[],
): void {
  if (!metrics.enabled) return;
  for (const file of files) metrics.uploadBytes.inc({ purpose }, file.byteSize);
}
