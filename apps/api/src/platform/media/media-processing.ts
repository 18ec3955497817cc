import { stat } from 'node:fs/promises';
import { AppError, UPLOAD_LIMITS } from '@equicreators/shared';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { createMediaSlots } from './media-slots.ts';

export type ProcessedImage = {
  contentType: 'image/webp';
  extension: 'webp';
  data: Buffer;
  width: number;
  height: number;
  thumbnail: Buffer;
};

const IMAGE_MAX_EDGE = 2048;
const THUMBNAIL_MAX_EDGE = 480;
const MEGAPIXEL = 1_000_000;

const IMAGE_TYPES: readonly string[] = UPLOAD_LIMITS.imageContentTypes;

// sharp's defaults suit a desktop: a 50 MB cache of decoded operations and a libvips thread per
// core. On a server that cache kept a decoded frame alive after every upload, and each thread
// grows a malloc arena of its own that glibc does not give back (sharp's documentation on the
// Linux memory allocator). One thread and no cache: an image is decoded once, then freed.
sharp.cache(false);
sharp.concurrency(1);

// One decode at a time per process: the largest one allowed costs about 100 MB, so a burst of
// uploads waits its turn instead of multiplying that (issue 28: three GIFs took 1.6 GB).
const decodeSlots = createMediaSlots(1);

/**
 * Checks an image by its content (JPEG, PNG, WebP or GIF; never SVG), then re-encodes it as
 * WebP: the orientation is applied and all metadata (such as GPS position) is dropped.
 * Also makes the thumbnail that lists and cards use. `input` is the bytes, or the path of an
 * upload spooled to disk (sharp then reads the file itself; it is never loaded whole here).
 */
export async function processImage(input: Buffer | string): Promise<ProcessedImage> {
  const byteSize = typeof input === 'string' ? (await stat(input)).size : input.byteLength;
  if (byteSize > UPLOAD_LIMITS.imageMaxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', `Images must be at most ${megabytes(UPLOAD_LIMITS.imageMaxBytes)} MB.`);
  }
  const detected = typeof input === 'string' ? await fileTypeFromFile(input) : await fileTypeFromBuffer(input);
  if (!detected || !IMAGE_TYPES.includes(detected.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Images must be JPEG, PNG, WebP or GIF files.');
  }
  // The header alone, outside the queue: a refused bomb does not wait behind real decodes.
  const { isAnimated } = await checkPixels(input, detected.mime === 'image/gif');
  return decodeSlots.run(async () => {
    try {
      const main = await sharp(input, { animated: isAnimated, limitInputPixels: UPLOAD_LIMITS.imageMaxPixels })
        .rotate()
        .resize({ width: IMAGE_MAX_EDGE, height: IMAGE_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      // From the re-encoded image, not the upload: the upload is decoded once, whatever its size.
      const thumbnail = await sharp(main.data, { animated: isAnimated })
        .resize({ width: THUMBNAIL_MAX_EDGE, height: THUMBNAIL_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 76 })
        .toBuffer();
      return {
        contentType: 'image/webp',
        extension: 'webp',
        data: main.data,
        width: main.info.width,
        height: main.info.pageHeight ?? main.info.height,
        thumbnail,
      };
    } catch (error) {
      throw unreadableImage(error);
    }
  });
}

/**
 * Refuses a decompression bomb from its header, before a pixel is decoded: more pixels than a
 * phone's photo, every frame of an animation counted, or a GIF or animation frame larger than
 * their decoders can hold cheaply (limits.ts). Answers whether the image has several frames.
 */
async function checkPixels(input: Buffer | string, isGif: boolean): Promise<{ isAnimated: boolean }> {
  let width: number;
  let height: number;
  let frames: number;
  try {
    // Without `animated`, the header's size is one frame's and `pages` counts the frames.
    const metadata = await sharp(input, { limitInputPixels: false }).metadata();
    ({ width, height } = metadata);
    frames = metadata.pages ?? 1;
  } catch (error) {
    throw unreadableImage(error);
  }
  const framePixels = width * height;
  if (framePixels * frames > UPLOAD_LIMITS.imageMaxPixels) {
    const most = Math.round(UPLOAD_LIMITS.imageMaxPixels / MEGAPIXEL);
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `Images must be at most ${most} megapixels, all the frames of an animation together.`,
    );
  }
  const isAnimated = frames > 1;
  if ((isGif || isAnimated) && framePixels > UPLOAD_LIMITS.frameMaxPixels) {
    const most = Math.round(UPLOAD_LIMITS.frameMaxPixels / MEGAPIXEL);
    throw new AppError('PAYLOAD_TOO_LARGE', `GIFs and animations must be at most ${most} megapixels a frame.`);
  }
  return { isAnimated };
}

function unreadableImage(cause: unknown): AppError {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', 'This image could not be read. Please try another file.', { cause });
}

function megabytes(bytes: number): number {
  return Math.round(bytes / (1024 * 1024));
}
