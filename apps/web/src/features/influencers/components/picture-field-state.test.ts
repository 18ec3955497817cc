import { UPLOAD_LIMITS } from '@equicreators/shared';
import { describe, expect, it } from 'vitest';
import { pictureProblem, picturePreviewUrl } from './picture-field-state';

describe('pictureProblem', () => {
  it('accepts JPEG, PNG, WebP and GIF up to the size limit', () => {
    for (const type of UPLOAD_LIMITS.imageContentTypes) {
      expect(pictureProblem({ name: 'a', type, size: UPLOAD_LIMITS.imageMaxBytes })).toBeNull();
    }
  });

  it('refuses SVG, an empty file and one byte over the limit', () => {
    expect(pictureProblem({ name: 'logo.svg', type: 'image/svg+xml', size: 10 })).toMatch(/JPEG, PNG, WebP or GIF/);
    expect(pictureProblem({ name: 'a.png', type: 'image/png', size: 0 })).toMatch(/empty/);
    expect(pictureProblem({ name: 'a.png', type: 'image/png', size: UPLOAD_LIMITS.imageMaxBytes + 1 })).toMatch(
      /at most 10 MB/,
    );
  });
});

describe('picturePreviewUrl', () => {
  it('shows the new file, else the saved picture, and nothing once removed', () => {
    const file = new File([], 'x.png');
    expect(picturePreviewUrl({ kind: 'new', file, previewUrl: 'blob:1' }, '/files/a.webp')).toBe('blob:1');
    expect(picturePreviewUrl({ kind: 'keep' }, '/files/a.webp')).toBe('/files/a.webp');
    expect(picturePreviewUrl({ kind: 'remove' }, '/files/a.webp')).toBeNull();
  });
});
