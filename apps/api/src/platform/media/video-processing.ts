import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { AppError, UPLOAD_LIMITS } from '@equicreators/shared';
import { fileTypeFromFile } from 'file-type';
import { createMediaSlots } from './media-slots.ts';

/** A video ready to store: its type, and the file to store (a remuxed copy, or the upload as sent). */
export type PreparedVideo = {
  contentType: 'video/mp4' | 'video/quicktime';
  extension: 'mp4' | 'mov';
  path: string;
  byteSize: number;
  /** False when no ffmpeg was found: the video is stored as sent, metadata included. */
  isMetadataStripped: boolean;
};

// The demuxer is named, never guessed from the bytes: ffmpeg's `mov` demuxer reads MP4 and MOV alike.
const FORMATS = {
  'video/mp4': { extension: 'mp4', demuxer: 'mov', muxer: 'mp4' },
  'video/quicktime': { extension: 'mov', demuxer: 'mov', muxer: 'mov' },
} as const;

type Format = (typeof FORMATS)[keyof typeof FORMATS];

// A remux copies streams without decoding: seconds even for 100 MB. Past this, something is wrong.
const REMUX_TIMEOUT_MS = 120_000;
// Remuxing is I/O more than CPU; two at a time keeps a burst of videos from starving requests.
const remuxSlots = createMediaSlots(2);

const NO_PICTURE = 'This video has no picture in it. Please try another file.';
const UNREADABLE = 'This video could not be read. Please try another file.';

let ffmpegAvailable: Promise<boolean> | null = null;

/** Whether `ffmpeg` and `ffprobe` (one Debian package) are on the PATH; asked once per process. */
export function hasFfmpeg(): Promise<boolean> {
  ffmpegAvailable ??= Promise.all([answersVersion('ffmpeg'), answersVersion('ffprobe')]).then((found) =>
    found.every(Boolean),
  );
  return ffmpegAvailable;
}

function answersVersion(command: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = spawn(command, ['-version'], { stdio: 'ignore' });
    probe.on('error', () => resolve(false));
    probe.on('close', (code) => resolve(code === 0));
  });
}

/**
 * How ffmpeg and ffprobe open a file we were sent: as the demuxer its type names, from a local
 * file only (no network, pipe or other protocol a crafted file could name), and never following
 * a MOV's data references to other files, by absolute path or relative to the upload.
 */
function pinnedInput(format: Format, path: string): string[] {
  return [
    ...['-protocol_whitelist', 'file', '-f', format.demuxer],
    ...['-enable_drefs', '0', '-use_absolute_path', '0'],
    ...['-i', `file:${path}`],
  ];
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
  await remuxSlots.run(async () => {
    await remuxWithoutMetadata(inputPath, outputPath, format);
    // A file can be a valid MOV with only sound, or a video track without a frame: not a video.
    if (!(await hasPicture(outputPath, format))) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NO_PICTURE);
  });
  return { ...common, path: outputPath, byteSize: (await stat(outputPath)).size, isMetadataStripped: true };
}

async function remuxWithoutMetadata(inputPath: string, outputPath: string, format: Format): Promise<void> {
  const args = [
    ...['-v', 'error', '-nostdin', '-y', ...pinnedInput(format, inputPath)],
    // Every stream, copied as it is; no global, stream or chapter metadata; no encoder tag.
    ...['-map', '0', '-map_metadata', '-1', '-map_chapters', '-1', '-c', 'copy'],
    ...['-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact'],
    // The index first, so a browser can start playing before the whole file arrives.
    ...['-movflags', '+faststart', '-f', format.muxer, `file:${outputPath}`],
  ];
  const { code } = await run('ffmpeg', args);
  if (code !== 0) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNREADABLE);
}

/** Whether the remuxed file has a video stream with at least one frame (packets counted, none decoded). */
async function hasPicture(path: string, format: Format): Promise<boolean> {
  const args = [
    ...['-v', 'error', ...pinnedInput(format, path)],
    ...['-select_streams', 'v', '-count_packets', '-show_entries', 'stream=nb_read_packets', '-of', 'csv=p=0'],
  ];
  const { code, stdout } = await run('ffprobe', args);
  if (code !== 0) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNREADABLE);
  // One line per video stream: its packet count.
  return stdout.split('\n').some((line) => Number.parseInt(line, 10) > 0);
}

/** Runs a command with the remux time limit; answers its exit code and what it printed (a few lines). */
function run(command: 'ffmpeg' | 'ffprobe', args: string[]): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let stdout = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      // Only a few short lines are expected; a flood is not kept.
      if (stdout.length < 4096) stdout += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), REMUX_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout });
    });
  });
}
