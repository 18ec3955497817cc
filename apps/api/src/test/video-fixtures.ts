import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { hasFfmpeg } from '../platform/media/video-processing.ts';

/**
 * Two real, tiny videos (0.2 s, 32×24, made with ffmpeg) that carry a title and the GPS position
 * where they were "filmed", as a phone writes it: `+37.7749-122.4194`.
 */
export const FILMED_VIDEOS = {
  mp4: fileURLToPath(new URL('./fixtures/filmed-with-location.mp4', import.meta.url)),
  mov: fileURLToPath(new URL('./fixtures/filmed-with-location.mov', import.meta.url)),
} as const;

/** The position the fixtures carry, as it appears in their bytes. */
export const FILMED_LOCATION = '+37.7749-122.4194';

export function filmedVideo(format: keyof typeof FILMED_VIDEOS): Promise<Buffer> {
  return readFile(FILMED_VIDEOS[format]);
}

/**
 * Whether the tests that strip video metadata can run. CI installs ffmpeg and sets REQUIRE_FFMPEG,
 * so there they fail rather than skip when it is missing.
 */
export async function canStripVideoMetadata(): Promise<boolean> {
  const isAvailable = await hasFfmpeg();
  if (!isAvailable && process.env.REQUIRE_FFMPEG === 'true') {
    throw new Error('REQUIRE_FFMPEG is set but no ffmpeg was found on the PATH');
  }
  return isAvailable;
}
