/** A bucket's settings (STORAGE=s3 for uploads, BACKUP_S3_BUCKET for backups): read by config.ts. */
export type S3StorageConfig = {
  kind: 's3';
  /** Null means AWS's own endpoint for the region. */
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};
