import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { AppError, UPLOAD_LIMITS } from '@equicreators/shared';
import { fileTypeFromFile } from 'file-type';

/** A video ready to store: its type, and the file to store (a remuxed copy, or the upload as sent). */
export type PreparedVideo = {
  contentType: 'video/mp4' | 'video/quicktime';
  extension: 'mp4' | 'mov';
  path: string;
  byteSize: number;
  /** False when no ffmpeg was found: the video is stored as sent, metadata included. */
  isMetadataStripped: boolean;
};

const FORMATS = {
  'video/mp4': { extension: 'mp4', muxer: 'mp4' },
  'video/quicktime': { extension: 'mov', muxer: 'mov' },
} as const;

// A remux copies streams without decoding: seconds even for 100 MB. Past this, something is wrong.
const REMUX_TIMEOUT_MS = 120_000;
// Remuxing is I/O more than CPU; two at a time keeps a burst of videos from starving requests.
const MAX_CONCURRENT_REMUXES = 2;

let ffmpegAvailable: Promise<boolean> | null = null;

/** Whether an `ffmpeg` is on the PATH; asked once per process. */
export function hasFfmpeg(): Promise<boolean> {
  ffmpegAvailable ??= new Promise((resolve) => {
    const probe = spawn('ffmpeg', ['-version'], { stdio: 'ignore' });
    probe.on('error', () => resolve(false));
    probe.on('close', (code) => resolve(code === 0));
  });
  return ffmpegAvailable;
}

/**
 * Checks an uploaded video by its content (MP4 or MOV) and size. With ffmpeg on the machine the
 * container is rewritten stream by stream into `outputPath` without its metadata (an iPhone MOV
 * carries the GPS position where it was filmed), which also proves the whole file is a readable
 * video and not only its first bytes. Without ffmpeg the video is stored as sent (decision 013).
 */
export async function prepareVideo(inputPath: string, outputPath: string): Promise<PreparedVideo> {
  const { size } = await stat(inputPath);
  if (size > UPLOAD_LIMITS.videoMaxBytes) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `Videos must be at most ${UPLOAD_LIMITS.videoMaxBytes / (1024 * 1024)} MB.`,
    );
  }
  const detected = await fileTypeFromFile(inputPath);
  if (detected?.mime !== 'video/mp4' && detected?.mime !== 'video/quicktime') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Videos must be MP4 or MOV files.');
  }
  const format = FORMATS[detected.mime];
  const common = { contentType: detected.mime, extension: format.extension } as const;
  if (!(await hasFfmpeg())) return { ...common, path: inputPath, byteSize: size, isMetadataStripped: false };
  await withRemuxSlot(() => remuxWithoutMetadata(inputPath, outputPath, format.muxer));
  return { ...common, path: outputPath, byteSize: (await stat(outputPath)).size, isMetadataStripped: true };
}

function remuxWithoutMetadata(inputPath: string, outputPath: string, muxer: 'mp4' | 'mov'): Promise<void> {
  const args = [
    ...['-v', 'error', '-nostdin', '-y', '-i', inputPath],
    // Every stream, copied as it is; no global, stream or chapter metadata; no encoder tag.
    ...['-map', '0', '-map_metadata', '-1', '-map_chapters', '-1', '-c', 'copy'],
    ...['-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact'],
    // The index first, so a browser can start playing before the whole file arrives.
    ...['-movflags', '+faststart', '-f', muxer, outputPath],
  ];
  return new Promise((resolve, reject) => {
    const ffmpeg = spawn('ffmpeg', args, { stdio: ['ignore', 'ignore', 'ignore'] });
    const timer = setTimeout(() => ffmpeg.kill('SIGKILL'), REMUX_TIMEOUT_MS);
    ffmpeg.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    ffmpeg.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new AppError('UNSUPPORTED_MEDIA_TYPE', 'This video could not be read. Please try another file.'));
    });
  });
}

let runningRemuxes = 0;
const waitingRemuxes: (() => void)[] = [];

async function withRemuxSlot<T>(work: () => Promise<T>): Promise<T> {
  // A finishing remux hands its slot straight to the next in line, so the count never overshoots.
  if (runningRemuxes < MAX_CONCURRENT_REMUXES) runningRemuxes += 1;
  else await new Promise<void>((resolve) => waitingRemuxes.push(resolve));
  try {
    return await work();
  } finally {
    const next = waitingRemuxes.shift();
    if (next) next();
    else runningRemuxes -= 1;
  }
}
