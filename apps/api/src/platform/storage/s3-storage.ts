import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from './s3-storage-config.ts';
import { assertValidStorageKey, isValidStorageKey, type FileStorage } from './file-storage.ts';

/** What the bucket needs to be reached: the settings of STORAGE=s3 without the kind. */
export type S3Settings = Omit<S3StorageConfig, 'kind'>;

/**
 * The S3 client for the settings. Checksums only when an operation requires them: with the SDK's
 * default (a CRC32 on every upload, sent as an aws-chunked body) some S3-compatible servers
 * store the chunk framing inside the object, so the bytes read back are not the bytes written.
 */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Files as objects of one bucket, under the same keys as on disk (DECISIONS: uploads). Every
 * PUT is whole or absent, so a reader never sees half a file, as with the disk's rename.
 */
export function createS3Storage(settings: S3Settings, client: S3Client = createS3Client(settings)): FileStorage {
  const { bucket } = settings;
  const keyOf = (key: string) => {
    assertValidStorageKey(key);
    return key;
  };
  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: keyOf(key), Body: data }));
    },
    async putFile(key, sourcePath) {
      const objectKey = keyOf(key);
      // The length up front lets the SDK stream the file as the body (no buffering, no chunking).
      const { size } = await stat(sourcePath);
      const body = createReadStream(sourcePath);
      try {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey, Body: body, ContentLength: size }));
      } finally {
        // A failed request may leave the file open; a finished one has closed it already.
        body.destroy();
      }
    },
    async read(key, range) {
      const objectKey = keyOf(key);
      const response = await nullWhenMissing(
        client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: objectKey,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        ),
      );
      if (!response) return null;
      const { Body: body } = response;
      if (!(body instanceof Readable)) throw new Error(`S3 answered no readable body for ${objectKey}`);
      const byteSize = range ? wholeSizeOf(response.ContentRange) : response.ContentLength;
      if (byteSize === undefined) {
        body.destroy();
        throw new Error(`S3 answered no size for ${objectKey}`);
      }
      return { stream: body, byteSize };
    },
    async stat(key) {
      const response = await nullWhenMissing(client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(key) })));
      if (!response) return null;
      if (response.ContentLength === undefined) throw new Error(`S3 answered no size for ${key}`);
      return { byteSize: response.ContentLength };
    },
    async delete(key) {
      // S3 answers success for a key with nothing stored, as the disk's `rm --force` does.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
    },
    list: () => listBucketKeys(client, bucket),
  };
}

/**
 * The bucket's objects named as this server names files (under `prefix` when given: the backups'
 * shelf), a thousand per request. ListObjects (v1) paged by the last key seen, as emptyBucket does:
 * s3rver's V2 continuation tokens use a cipher today's OpenSSL no longer offers, and every
 * S3-compatible store answers v1.
 */
export async function* listBucketKeys(client: S3Client, bucket: string, prefix?: string): AsyncGenerator<string> {
  let marker: string | undefined;
  do {
    const page = await client.send(new ListObjectsCommand({ Bucket: bucket, Prefix: prefix, Marker: marker }));
    const keys = (page.Contents ?? []).flatMap((object) => (object.Key === undefined ? [] : [object.Key]));
    yield* keys.filter(isValidStorageKey);
    marker = page.IsTruncated ? (page.NextMarker ?? keys.at(-1)) : undefined;
  } while (marker);
}

/** The whole object's size from `bytes 2-5/10`; undefined when the server did not say. */
function wholeSizeOf(contentRange: string | undefined): number | undefined {
  const match = /\/(\d+)$/.exec(contentRange ?? '');
  return match ? Number(match[1]) : undefined;
}

/**
 * Null for a key with nothing stored (GET answers NoSuchKey, HEAD a bare 404 named NotFound);
 * any other failure (GET's NoSuchBucket, a refused key, a server down) stays an error.
 */
async function nullWhenMissing<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound')) return null;
    throw error;
  }
}
