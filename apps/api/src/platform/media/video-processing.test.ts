import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canStripVideoMetadata,
  FILMED_LOCATION,
  FILMED_VIDEOS,
  filmedVideo,
  framelessMp4,
  movReferencing,
  runFfmpeg,
  soundOnlyMp4,
} from '../../test/video-fixtures.ts';
import { prepareVideo } from './video-processing.ts';

let workDir: string;
let isStripping: boolean;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'equicreators-video-'));
  isStripping = await canStripVideoMetadata();
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('prepareVideo', () => {
  it.each(['mp4', 'mov'] as const)('takes a %s by its content and drops the place it was filmed', async (format) => {
    const original = await filmedVideo(format);
    expect(original.includes(FILMED_LOCATION)).toBe(true);

    const video = await prepareVideo(FILMED_VIDEOS[format], join(workDir, `clean.${format}`));

    expect(video).toMatchObject({
      contentType: format === 'mp4' ? 'video/mp4' : 'video/quicktime',
      extension: format,
    });
    const stored = await readFile(video.path);
    expect(stored.byteLength).toBe(video.byteSize);
    if (isStripping) {
      expect(video.isMetadataStripped).toBe(true);
      expect(stored.includes(FILMED_LOCATION)).toBe(false);
      expect(stored.includes('Secret title')).toBe(false);
    } else {
      expect(video).toMatchObject({ isMetadataStripped: false, path: FILMED_VIDEOS[format] });
    }
  });

  it('refuses anything else, whatever it is called', async () => {
    const png = join(workDir, 'picture.mp4');
    await writeFile(
      png,
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    await expect(prepareVideo(png, join(workDir, 'out.mp4'))).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses a file that starts like an MP4 but is not a readable video, where it can read the whole file', async () => {
    const original = await filmedVideo('mp4');
    const fake = Buffer.alloc(4096, 7);
    original.copy(fake, 0, 0, 32);
    const path = join(workDir, 'fake.mp4');
    await writeFile(path, fake);
    const prepared = prepareVideo(path, join(workDir, 'fake-out.mp4'));
    if (isStripping) {
      await expect(prepared).rejects.toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'This video could not be read. Please try another file.',
      });
    } else {
      await expect(prepared).resolves.toMatchObject({ isMetadataStripped: false });
    }
  });

  describe('with ffmpeg', () => {
    const NO_PICTURE = 'This video has no picture in it. Please try another file.';

    it('refuses an MP4 with sound only: a valid file, but no video', async ({ skip }) => {
      if (!isStripping) skip();
      const path = await soundOnlyMp4(join(workDir, 'sound.mp4'));
      await expect(prepareVideo(path, join(workDir, 'sound-out.mp4'))).rejects.toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: NO_PICTURE,
      });
    });

    it('refuses an MP4 of a few hundred bytes with no frame in it', async ({ skip }) => {
      if (!isStripping) skip();
      const path = await framelessMp4(join(workDir, 'frameless.mp4'));
      await expect(prepareVideo(path, join(workDir, 'frameless-out.mp4'))).rejects.toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
      });
    });

    it('does not read a file that a MOV names in its data references', async ({ skip }) => {
      if (!isStripping) skip();
      const secretPath = join(workDir, 'secret.bin');
      await writeFile(secretPath, Buffer.from('SERVER-SECRET-16'.repeat(6)));
      const path = await movReferencing(secretPath, join(workDir, 'reference.mov'));

      // The attack is real: an ffmpeg told to follow data references copies the secret.
      const followed = join(workDir, 'followed.mov');
      await runFfmpeg(['-f', 'mov', '-enable_drefs', '1', '-i', path, '-map', '0', '-c', 'copy', followed]);
      expect((await readFile(followed)).includes('SERVER-SECRET')).toBe(true);

      const output = join(workDir, 'reference-out.mov');
      await expect(prepareVideo(path, output)).rejects.toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: NO_PICTURE,
      });
      const written = await readFile(output).catch(() => Buffer.alloc(0));
      expect(written.includes('SERVER-SECRET')).toBe(false);
    });
  });
});
