import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processImage } from './media-processing.ts';

function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3f6b55' } })
    .png()
    .toBuffer();
}

/** A JPEG carrying camera and GPS metadata, as phones write them. */
function jpegWithLocation(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a5a3a' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 2/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '84/1 30/1 0/1' },
    })
    .toBuffer();
}

/** A photo-sized JPEG, as a 48 MP phone camera writes it (8000 × 6000): a smooth four-colour gradient. */
function phonePhoto(): Promise<Buffer> {
  const corners = Buffer.from([200, 40, 40, 40, 200, 40, 40, 40, 200, 220, 200, 60]);
  return sharp(corners, { raw: { width: 2, height: 2, channels: 3 } })
    .resize(8000, 6000, { kernel: 'linear' })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * A GIF of `frames` one-colour frames of `width` × `height`, written byte by byte: each frame's
 * pixel data is cut short after its first pixel (decoders fill the rest), so even 50 frames of
 * 49 megapixels take a few KB. Only the header is meant to be read.
 */
function gifOf(width: number, height: number, frames: number): Buffer {
  const u16 = (value: number) => [value & 0xff, value >> 8];
  const bytes = [...Buffer.from('GIF89a'), ...u16(width), ...u16(height), 0x80, 0, 0, 0, 0, 0, 255, 255, 255];
  for (let frame = 0; frame < frames; frame += 1) {
    // Image descriptor at 0,0 with the full size, then LZW (minimum code size 2): clear, pixel 0, end.
    bytes.push(0x2c, 0, 0, 0, 0, ...u16(width), ...u16(height), 0x00, 0x02, 0x02, 0x44, 0x01, 0x00);
  }
  bytes.push(0x3b);
  return Buffer.from(bytes);
}

describe('processImage', () => {
  it('re-encodes an image as WebP with a thumbnail', async () => {
    const image = await processImage(await pngOf(1200, 800));
    expect(image.contentType).toBe('image/webp');
    expect(image.width).toBe(1200);
    expect(image.height).toBe(800);
    expect((await sharp(image.data).metadata()).format).toBe('webp');
    const thumbnail = await sharp(image.thumbnail).metadata();
    expect(Math.max(thumbnail.width ?? 0, thumbnail.height ?? 0)).toBe(480);
  });

  it('shrinks very large images to at most 2048 pixels a side', async () => {
    const image = await processImage(await pngOf(4000, 1000));
    expect(image.width).toBe(2048);
    expect(image.height).toBe(512);
  });

  it('drops metadata such as the GPS position', async () => {
    const original = await sharp(await jpegWithLocation()).metadata();
    expect(original.exif).toBeDefined();
    const image = await processImage(await jpegWithLocation());
    const processed = await sharp(image.data).metadata();
    expect(processed.exif).toBeUndefined();
    expect(image.data.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('judges by content, not by name: SVG and non-images are refused', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expect(processImage(svg)).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    await expect(processImage(Buffer.from('just some text pretending to be a .png'))).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('refuses an image that is broken past its header', async () => {
    const png = await pngOf(100, 100);
    await expect(processImage(png.subarray(0, 60))).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('takes a 48-megapixel phone photo', async () => {
    const photo = await phonePhoto();
    expect(photo.byteLength).toBeLessThan(10 * 1024 * 1024);
    const image = await processImage(photo);
    expect([image.width, image.height]).toEqual([2048, 1536]);
  }, 60_000);

  it('refuses a GIF whose frames together pass the pixel limit (50 frames of 7000 × 7000)', async () => {
    const gif = gifOf(7000, 7000, 50);
    expect((await sharp(gif).metadata()).pages).toBe(50);
    await expect(processImage(gif)).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Images must be at most 50 megapixels, all the frames of an animation together.',
    });
  });

  it('refuses a GIF frame its decoder would hold whole in hundreds of MB (7000 × 7000 of one colour)', async () => {
    const gif = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#3f6b55' } })
      .gif()
      .toBuffer();
    expect(gif.byteLength).toBeLessThan(1024 * 1024);
    await expect(processImage(gif)).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'GIFs and animations must be at most 16 megapixels a frame.',
    });
  });

  it('still takes an animated GIF, all its frames kept', async () => {
    const frames = ['#8a5a3a', '#3f6b55', '#d9c7a3'].map((background) =>
      sharp({ create: { width: 320, height: 240, channels: 3, background } })
        .png()
        .toBuffer(),
    );
    const gif = await sharp(await Promise.all(frames), { join: { animated: true } })
      .gif()
      .toBuffer();
    const image = await processImage(gif);
    expect([image.width, image.height]).toEqual([320, 240]);
    expect((await sharp(image.data).metadata()).pages).toBe(3);
  });

  it('refuses images over 10 MB', async () => {
    const oversized = Buffer.concat([await pngOf(10, 10), Buffer.alloc(10 * 1024 * 1024)]);
    await expect(processImage(oversized)).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});
