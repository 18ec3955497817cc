import { spawn } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
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

/** Runs ffmpeg for a fixture; throws with what it printed when it fails. */
export function runFfmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const ffmpeg = spawn('ffmpeg', ['-v', 'error', '-nostdin', '-y', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let printed = '';
    ffmpeg.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg failed: ${printed}`))));
  });
}

/** A valid MP4 (it sniffs as video/mp4) with sound only: 0.2 s of silence. */
export async function soundOnlyMp4(path: string): Promise<string> {
  await runFfmpeg(['-f', 'lavfi', '-i', 'anullsrc=r=8000:cl=mono', '-t', '0.2', '-c:a', 'aac', path]);
  return path;
}

/** An MP4 of a few hundred bytes: a header and an index, with no frame in it. */
export async function framelessMp4(path: string): Promise<string> {
  await runFfmpeg(['-f', 'lavfi', '-i', 'color=c=red:s=32x24:d=0.2', '-frames:v', '0', '-c:v', 'mpeg4', path]);
  return path;
}

/**
 * A MOV whose only video track keeps its frames in another file, `secretPath`, through an alias
 * data reference (the `dref` box), as QuickTime reference movies do. A demuxer that follows it
 * copies that file's bytes into its output. Its frames are raw 4 × 4 RGB, so those bytes appear
 * in the output as they are.
 */
export async function movReferencing(secretPath: string, path: string): Promise<string> {
  const source = `${path}.source.mov`;
  await runFfmpeg([
    ...['-f', 'lavfi', '-i', 'color=c=red:s=4x4:d=0.08:r=25'],
    ...['-c:v', 'rawvideo', '-pix_fmt', 'rgb24', '-f', 'mov', source],
  ]);
  const movie = await readFile(source);
  const mdat = findBox(movie, 0, movie.length, ['mdat']);
  const moov = findBox(movie, 0, movie.length, ['moov']);
  if (!mdat || !moov || mdat.start > moov.start) throw new Error('Expected the frames before the index');
  // The frames' offsets, made relative to the start of the other file, which holds them instead.
  const trak = rewriteBoxes(movie.subarray(moov.start, moov.end), (type, payload) => {
    if (type === 'dref') return drefTo(secretPath);
    if (type !== 'stco') return payload;
    const copy = Buffer.from(payload);
    for (let offset = 8; offset + 4 <= copy.length; offset += 4) {
      copy.writeUInt32BE(copy.readUInt32BE(offset) - mdat.payloadStart, offset);
    }
    return copy;
  });
  await writeFile(path, Buffer.concat([movie.subarray(0, moov.start), trak]));
  await rm(source, { force: true });
  return path;
}

type Box = { start: number; payloadStart: number; end: number };
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'dinf', 'stbl']);

function findBox(data: Buffer, from: number, to: number, path: string[]): Box | null {
  for (let start = from; start + 8 <= to;) {
    const end = start + data.readUInt32BE(start);
    if (data.toString('latin1', start + 4, start + 8) === path[0]) {
      const box = { start, payloadStart: start + 8, end };
      return path.length === 1 ? box : findBox(data, box.payloadStart, end, path.slice(1));
    }
    start = end;
  }
  return null;
}

/** Rebuilds a list of boxes, descending into containers, with `edit` applied to every leaf's payload. */
function rewriteBoxes(data: Buffer, edit: (type: string, payload: Buffer) => Buffer): Buffer {
  const boxes: Buffer[] = [];
  for (let start = 0; start + 8 <= data.length;) {
    const end = start + data.readUInt32BE(start);
    const type = data.toString('latin1', start + 4, start + 8);
    const payload = data.subarray(start + 8, end);
    const body = CONTAINERS.has(type) ? rewriteBoxes(payload, edit) : edit(type, payload);
    const header = Buffer.alloc(8);
    header.writeUInt32BE(body.length + 8, 0);
    header.write(type, 4, 'latin1');
    boxes.push(header, body);
    start = end;
  }
  return Buffer.concat(boxes);
}

/**
 * A `dref` payload with one Mac alias record naming `target` (ffmpeg's mov demuxer reads the
 * volume, the file name, the levels up and down, then tagged fields: type 2 is the absolute path).
 */
function drefTo(target: string): Buffer {
  const path = Buffer.from(target, 'utf8');
  const paddedPath = Buffer.concat([path, Buffer.alloc(path.length % 2)]);
  const record = Buffer.alloc(150);
  const filename = target.slice(target.lastIndexOf('/') + 1);
  record.writeUInt8(filename.length, 50);
  record.write(filename, 51, 'utf8');
  record.writeUInt16BE(1, 130); // one level up from this movie: its own folder
  record.writeUInt16BE(1, 132); // one level down to the target: its file name
  const pathField = Buffer.alloc(4);
  pathField.writeInt16BE(2, 0);
  pathField.writeUInt16BE(path.length, 2);
  const end = Buffer.from([0xff, 0xff, 0, 0]);
  const entryBody = Buffer.concat([record, pathField, paddedPath, end]);
  const entryHeader = Buffer.alloc(12);
  entryHeader.writeUInt32BE(entryBody.length + 12, 0);
  entryHeader.write('alis', 4, 'latin1');
  const count = Buffer.from([0, 0, 0, 0, 0, 0, 0, 1]);
  return Buffer.concat([count, entryHeader, entryBody]);
}
