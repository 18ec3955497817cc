import {
  DeleteObjectsCommand,
  HeadBucketCommand,
  ListObjectsCommand,
  type S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { isValidStorageKey } from './file-storage.ts';
import { createS3Client, type S3Settings } from './s3-storage.ts';

/** How long start-up waits for the bucket to answer: a store that is up answers HEAD in milliseconds. */
export const BUCKET_CHECK_TIMEOUT_MS = 5_000;

/** The bucket of STORAGE=s3 cannot be used: worded for one line on the console. */
export class StorageUnreachableError extends Error {
  override name = 'StorageUnreachableError';
}

/**
 * Asks the bucket whether it is there (HeadBucket) within `timeoutMs`, so a process with a wrong
 * endpoint, bucket or key refuses to start instead of failing on its first file request.
 */
export async function checkBucketReachable(settings: S3Settings, timeoutMs = BUCKET_CHECK_TIMEOUT_MS): Promise<void> {
  const client = createS3Client(settings);
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }), {
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const where = settings.endpoint ?? `AWS S3 (${settings.region})`;
    throw new StorageUnreachableError(
      `Storage: the bucket ${JSON.stringify(settings.bucket)} at ${where} ${whyUnusable(error, timeoutMs)}; ` +
        'check S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.',
      { cause: error },
    );
  } finally {
    client.destroy();
  }
}

function whyUnusable(error: unknown, timeoutMs: number): string {
  if (error instanceof S3ServiceException) {
    // HEAD answers carry no body, so the SDK names them by status: NotFound (404), Forbidden (403).
    if (error.name === 'NotFound' || error.name === 'NoSuchBucket') return 'does not exist';
    if (error.name === 'Forbidden' || error.$metadata.httpStatusCode === 403) return 'refuses these keys (403)';
    return `answered ${error.$metadata.httpStatusCode ?? '?'} ${error.name}`;
  }
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) {
    return `did not answer within ${timeoutMs / 1000} s`;
  }
  const code = error instanceof Error && 'code' in error ? String(error.code) : null;
  const message = error instanceof Error ? error.message : String(error);
  return `could not be reached (${code ?? message})`;
}

export type BucketEmptied = {
  deleted: number;
  /** Objects whose names are no storage key this server makes: not its files, so left alone. */
  leftOut: string[];
};

/**
 * Deletes every object of the bucket named as this server names files (`npm run db:reset`), a
 * thousand per request. Keys are the disk paths with no prefix of their own (decision 021): the
 * bucket is the site's; an object named as no storage key (`README.md`, `Backups/2026.tar`, upper
 * case or spaces) was put there by someone else and stays.
 */
export async function emptyBucket(settings: S3Settings): Promise<BucketEmptied> {
  const client = createS3Client(settings);
  try {
    return await deleteOurObjects(client, settings.bucket);
  } finally {
    client.destroy();
  }
}

async function deleteOurObjects(client: S3Client, bucket: string): Promise<BucketEmptied> {
  const outcome: BucketEmptied = { deleted: 0, leftOut: [] };
  // ListObjects (v1), paged by the last key seen: s3rver's V2 continuation tokens use a cipher
  // today's OpenSSL no longer offers, and every S3-compatible store answers v1.
  let marker: string | undefined;
  do {
    const page = await client.send(new ListObjectsCommand({ Bucket: bucket, Marker: marker }));
    const keys = (page.Contents ?? []).flatMap((object) => (object.Key === undefined ? [] : [object.Key]));
    const ours = keys.filter(isValidStorageKey);
    outcome.leftOut.push(...keys.filter((key) => !isValidStorageKey(key)));
    if (ours.length > 0) {
      const answer = await client.send(
        new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: ours.map((Key) => ({ Key })), Quiet: true } }),
      );
      const failed = answer.Errors ?? [];
      if (failed.length > 0) {
        const first = failed[0];
        throw new Error(
          `Could not delete ${failed.length} objects of bucket ${bucket} (${first?.Key ?? '?'}: ${first?.Code ?? '?'})`,
        );
      }
      outcome.deleted += ours.length;
    }
    marker = page.IsTruncated ? (page.NextMarker ?? keys.at(-1)) : undefined;
  } while (marker);
  return outcome;
}
