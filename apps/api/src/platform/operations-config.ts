import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import type { S3StorageConfig } from './storage/s3-storage-config.ts';

/**
 * The settings of running the product (issue 35, docs/deploy.md): who may read /metrics, and the
 * scheduled backups. Kept apart from config.ts, which reads them with the rest of the environment.
 */

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number from ${String(min)} to ${String(max)}` })
    .int(`must be a whole number from ${String(min)} to ${String(max)}`)
    .min(min, `must be a whole number from ${String(min)} to ${String(max)}`)
    .max(max, `must be a whole number from ${String(min)} to ${String(max)}`);

export const OperationsEnvironmentSchema = z.object({
  /** `off` collects nothing (the bench's comparison); on by default, served only as below. */
  METRICS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  /** /metrics on the main port for whoever sends `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters long').optional(),
  /** /metrics on a port of its own, without a token, on METRICS_HOST (loopback unless set). */
  METRICS_PORT: wholeNumber(1, 65535).optional(),
  METRICS_HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  /** A daily backup at this UTC time ("03:30"); unset, backups run only by `npm run backup`. */
  BACKUP_AT: z
    .string()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'must be a UTC time of day such as 03:30')
    .optional(),
  BACKUP_KEEP_DAILY: wholeNumber(1, 366).default(7),
  BACKUP_KEEP_WEEKLY: wholeNumber(0, 520).default(4),
  /** The folder scheduled archives go to: DATA_DIR/backups unless set. */
  BACKUP_DIR: z.string().min(1, 'must not be empty').optional(),
  /** Or a bucket (with S3_ENDPOINT, S3_REGION and the S3_ keys), under BACKUP_S3_PREFIX. */
  BACKUP_S3_BUCKET: z.string().trim().min(1, 'must not be empty').optional(),
  BACKUP_S3_PREFIX: z
    .string()
    .regex(/^[a-z0-9]+(?:[/_.-][a-z0-9]+)*$/, 'must be lower-case letters, digits and / . _ -, such as backups')
    .default('backups'),
});

export type MetricsConfig = {
  /** Whether the process collects metrics at all (METRICS=off: for measuring what they cost). */
  enabled: boolean;
  /** The bearer token /metrics takes on the main port; null serves it there to nobody. */
  token: string | null;
  /** A separate listener for /metrics (no token), or null. */
  port: number | null;
  host: string;
};

export type BackupDestination =
  { kind: 'folder'; dir: string } | { kind: 's3'; bucket: S3StorageConfig; prefix: string };

export type BackupConfig = {
  /** The daily run, or null when BACKUP_AT is unset. */
  schedule: { at: string; keepDaily: number; keepWeekly: number } | null;
  destination: BackupDestination;
};

type OperationsValues = z.output<typeof OperationsEnvironmentSchema> & {
  S3_ENDPOINT?: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE: boolean;
};

export function metricsConfigOf(values: OperationsValues): MetricsConfig {
  return {
    enabled: values.METRICS === 'on',
    token: values.METRICS_TOKEN ?? null,
    port: values.METRICS_PORT ?? null,
    host: values.METRICS_HOST,
  };
}

/** Answers the backup settings, or the names of the S3 settings a backup bucket still needs. */
export function backupConfigOf(
  values: OperationsValues,
  { baseDir, dataDir }: { baseDir: string; dataDir: string },
): BackupConfig | { missing: string[] } {
  const schedule = values.BACKUP_AT
    ? { at: values.BACKUP_AT, keepDaily: values.BACKUP_KEEP_DAILY, keepWeekly: values.BACKUP_KEEP_WEEKLY }
    : null;
  if (!values.BACKUP_S3_BUCKET) {
    const dir = values.BACKUP_DIR
      ? isAbsolute(values.BACKUP_DIR)
        ? values.BACKUP_DIR
        : resolve(baseDir, values.BACKUP_DIR)
      : join(dataDir, 'backups');
    return { schedule, destination: { kind: 'folder', dir } };
  }
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = values;
  if (!accessKeyId || !secretAccessKey) {
    return {
      missing: Object.entries({ S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey })
        .filter(([, value]) => !value)
        .map(([name]) => name),
    };
  }
  return {
    schedule,
    destination: {
      kind: 's3',
      prefix: values.BACKUP_S3_PREFIX,
      bucket: {
        kind: 's3',
        endpoint: values.S3_ENDPOINT?.replace(/\/+$/, '') ?? null,
        bucket: values.BACKUP_S3_BUCKET,
        region: values.S3_REGION,
        accessKeyId,
        secretAccessKey,
        forcePathStyle: values.S3_FORCE_PATH_STYLE,
      },
    },
  };
}
