import { stat } from 'node:fs/promises';
import { AppError, UPLOAD_LIMITS } from '@equicreators/shared';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import sharp from 'sharp';

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
// Refuses decompression bombs: a small file that would expand to a huge bitmap.
const MAX_INPUT_PIXELS = 50_000_000;

const IMAGE_TYPES: readonly string[] = UPLOAD_LIMITS.imageContentTypes;

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
  const isAnimated = detected.mime === 'image/gif' || detected.mime === 'image/webp';
  try {
    const source = () => sharp(input, { animated: isAnimated, limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const main = await source()
      .resize({ width: IMAGE_MAX_EDGE, height: IMAGE_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await source()
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
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'This image could not be read. Please try another file.', {
      cause: error,
    });
  }
}

function megabytes(bytes: number): number {
  return Math.round(bytes / (1024 * 1024));
}
