import { describe, expect, it } from 'vitest';
import { sortFieldIssues } from './campaign-form-errors';

describe('sortFieldIssues', () => {
  it('puts each server issue beside its field, under the images, or above the form', () => {
    const sorted = sortFieldIssues(
      [
        { field: 'campaignTitle', message: 'Enter a campaign title' },
        { field: 'images.1', message: 'This file is not an image' },
        { field: 'images', message: 'Add at least one image' },
        { field: 'budget', message: 'Unknown field' },
        { field: '', message: 'Something else' },
      ],
      ['campaignTitle', 'COEmail'] as const,
    );
    expect(sorted).toEqual({
      fields: [{ field: 'campaignTitle', message: 'Enter a campaign title' }],
      images: ['This file is not an image', 'Add at least one image'],
      other: ['budget: Unknown field', 'Something else'],
    });
  });
});
