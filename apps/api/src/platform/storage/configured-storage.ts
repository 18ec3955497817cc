import type { Config } from '../config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/** The storage STORAGE names: the bucket, or `uploadsDir` on this machine's disk. */
export function createConfiguredStorage(config: Pick<Config, 'storage'>, uploadsDir: string): FileStorage {
  return config.storage.kind === 's3' ? createS3Storage(config.storage) : createLocalDiskStorage(uploadsDir);
}
