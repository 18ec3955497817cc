import { UPLOAD_LIMITS } from '@equicreators/shared';
import { describe, expect, it } from 'vitest';
import { IMAGE_ACCEPT, IMAGE_MESSAGES, imagesRequiredProblem, moveItem, selectImages } from './image-selection';

const png = (name: string, size = 2048) => ({ name, type: 'image/png', size });

describe('selectImages', () => {
  it('keeps allowed images in the order they were picked', () => {
    const files = [png('b.png'), { name: 'a.jpg', type: 'image/jpeg', size: 10 }, png('c.png')];
    expect(selectImages(0, files)).toEqual({ accepted: files, problems: [] });
  });

  it('refuses SVG and other types, naming the file', () => {
    const result = selectImages(0, [{ name: 'logo.svg', type: 'image/svg+xml', size: 100 }, png('ok.png')]);
    expect(result.accepted.map((file) => file.name)).toEqual(['ok.png']);
    expect(result.problems).toEqual([IMAGE_MESSAGES.wrongType('logo.svg')]);
  });

  it('takes an image of exactly 10 MB and refuses one byte more', () => {
    const result = selectImages(0, [
      png('edge.png', UPLOAD_LIMITS.imageMaxBytes),
      png('big.png', UPLOAD_LIMITS.imageMaxBytes + 1),
    ]);
    expect(result.accepted.map((file) => file.name)).toEqual(['edge.png']);
    expect(result.problems).toEqual(['“big.png” is larger than 10 MB.']);
  });

  it('refuses an empty file', () => {
    expect(selectImages(0, [png('empty.png', 0)]).problems).toEqual([IMAGE_MESSAGES.empty('empty.png')]);
  });

  it('stops at 10 images in all and says how many were left out', () => {
    const files = Array.from({ length: 5 }, (_, index) => png(`${index}.png`));
    const result = selectImages(7, files);
    expect(result.accepted.map((file) => file.name)).toEqual(['0.png', '1.png', '2.png']);
    expect(result.problems).toEqual(['A campaign takes at most 10 images, so 2 were left out.']);
    expect(selectImages(10, [png('one.png')]).problems).toEqual([
      'A campaign takes at most 10 images, so 1 was left out.',
    ]);
  });
});

describe('imagesRequiredProblem', () => {
  it('asks for at least one image', () => {
    expect(imagesRequiredProblem(0)).toBe('Add at least one image');
    expect(imagesRequiredProblem(1)).toBeNull();
  });
});

describe('moveItem', () => {
  it('swaps an item with its neighbour and leaves the ends alone', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

it('accepts exactly the image types the server takes, never SVG', () => {
  expect(IMAGE_ACCEPT).toBe('image/jpeg,image/png,image/webp,image/gif');
});
