import { describe, expect, it } from 'vitest';
import { uploadFraction } from './upload-with-progress';

describe('uploadFraction', () => {
  it('is the share sent, between 0 and 1', () => {
    expect(uploadFraction(0, 200)).toBe(0);
    expect(uploadFraction(50, 200)).toBe(0.25);
    expect(uploadFraction(200, 200)).toBe(1);
  });

  it('stays 0 while the size is unknown and never passes 1', () => {
    expect(uploadFraction(10, 0)).toBe(0);
    expect(uploadFraction(10, Number.NaN)).toBe(0);
    expect(uploadFraction(300, 200)).toBe(1);
  });
});
