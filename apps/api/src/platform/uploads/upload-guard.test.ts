import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError, UPLOAD_LIMITS } from '@equicreators/shared';
import { describe, expect, it } from 'vitest';
import { tinyPng } from '../../test/factories.ts';
import { filmedVideo } from '../../test/video-fixtures.ts';
import { UploadGuard } from './upload-guard.ts';
import { createUploadSlots } from './upload-slots.ts';

const MEGABYTE = 1024 * 1024;

/** A source of `total` bytes starting with `head`, sent in 64 KB chunks and counting what was read. */
function sourceOf(head: Buffer, total: number) {
  const read = { bytes: 0 };
  const stream = Readable.from(
    (function* chunks() {
      yield head;
      read.bytes = head.byteLength;
      const chunk = Buffer.alloc(64 * 1024, 1);
      while (read.bytes < total) {
        const size = Math.min(chunk.byteLength, total - read.bytes);
        read.bytes += size;
        yield chunk.subarray(0, size);
      }
    })(),
  );
  return { stream, read };
}

async function guardOf(
  head: Buffer,
  total: number,
  options: Partial<ConstructorParameters<typeof UploadGuard>[0]> = {},
) {
  const { stream, read } = sourceOf(head, total);
  const guard = new UploadGuard({
    accepts: ['image', 'video'],
    field: 'attachments',
    filename: 'file.bin',
    countRequestBytes: () => undefined,
    ...options,
  });
  let written = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.byteLength;
      done();
    },
  });
  const outcome = await pipeline(stream, guard, sink).then(
    () => null,
    (error: unknown) => error,
  );
  return { outcome, guard, read, written };
}

describe('UploadGuard', () => {
  it('passes an image through whole, knowing its kind from its first bytes', async () => {
    const png = await tinyPng();
    const { outcome, guard, written } = await guardOf(png, png.byteLength);
    expect(outcome).toBeNull();
    expect(guard.sniffed).toEqual({ kind: 'image', mime: 'image/png' });
    expect(written).toBe(png.byteLength);
  });

  it('refuses a file of a kind the route does not take after its first bytes, without reading on', async () => {
    const video = await filmedVideo('mp4');
    const { outcome, read, written } = await guardOf(video, 20 * MEGABYTE, {
      accepts: ['image'],
      filename: 'clip.png',
    });
    expect(outcome).toBeInstanceOf(AppError);
    expect(outcome).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'clip.png: Images must be JPEG, PNG, WebP or GIF files.',
    });
    expect(written).toBe(0);
    expect(read.bytes).toBeLessThan(MEGABYTE);
  });

  it('stops an image at 10 MB and a video at 100 MB while they stream', async () => {
    const image = await guardOf(await tinyPng(), UPLOAD_LIMITS.imageMaxBytes + MEGABYTE, { filename: 'big.png' });
    expect(image.outcome).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'big.png: Images must be at most 10 MB.',
    });
    expect(image.read.bytes).toBeLessThanOrEqual(UPLOAD_LIMITS.imageMaxBytes + 256 * 1024);

    const fits = await guardOf(await tinyPng(), UPLOAD_LIMITS.imageMaxBytes);
    expect(fits.outcome).toBeNull();

    const video = await guardOf(await filmedVideo('mp4'), UPLOAD_LIMITS.videoMaxBytes + MEGABYTE, {
      filename: 'long.mp4',
    });
    expect(video.outcome).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'long.mp4: Videos must be at most 100 MB.',
    });
    expect(video.read.bytes).toBeLessThanOrEqual(UPLOAD_LIMITS.videoMaxBytes + 256 * 1024);
  });

  it('stops as soon as the request passes its total, whatever the file', async () => {
    let total = 0;
    const countRequestBytes = (bytes: number) => {
      total += bytes;
      if (total > 5 * MEGABYTE) throw new AppError('PAYLOAD_TOO_LARGE', 'The request is too large.');
    };
    const { outcome, read } = await guardOf(await filmedVideo('mp4'), 50 * MEGABYTE, { countRequestBytes });
    expect(outcome).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(read.bytes).toBeLessThan(6 * MEGABYTE);
  });

  it('leaves an empty part unknown rather than refusing it (an empty file input)', async () => {
    const { outcome, guard, written } = await guardOf(Buffer.alloc(0), 0);
    expect(outcome).toBeNull();
    expect(guard.sniffed).toBeNull();
    expect(written).toBe(0);
  });
});

describe('upload slots', () => {
  it('lets an account stream three uploads at once, refuses a fourth with Retry-After, and frees a slot once', () => {
    const slots = createUploadSlots(3);
    const releases = [slots.acquire('a'), slots.acquire('a'), slots.acquire('a')];
    expect(() => slots.acquire('a')).toThrow(expect.objectContaining({ code: 'RATE_LIMITED', retryAfterSeconds: 10 }));
    expect(slots.inUseBy('b')).toBe(0);
    slots.acquire('b')();
    releases[0]!();
    releases[0]!();
    expect(slots.inUseBy('a')).toBe(2);
    const next = slots.acquire('a');
    expect(slots.inUseBy('a')).toBe(3);
    next();
    releases[1]!();
    releases[2]!();
    expect(slots.inUseBy('a')).toBe(0);
  });
});
