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

  it('refuses images over 10 MB', async () => {
    const oversized = Buffer.concat([await pngOf(10, 10), Buffer.alloc(10 * 1024 * 1024)]);
    await expect(processImage(oversized)).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});
