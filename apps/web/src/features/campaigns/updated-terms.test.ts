import { describe, expect, it } from 'vitest';
import { hasUpdatedTerms } from './updated-terms';

describe('hasUpdatedTerms', () => {
  const changed = '2026-11-26T04:00:00.000Z';

  it('marks a changed campaign for a creator who is in it', () => {
    for (const myStatus of ['Not Applied', 'Applied', 'Hired'] as const) {
      expect(hasUpdatedTerms({ termsUpdatedAt: changed, myStatus })).toBe(true);
    }
  });

  it('leaves it unmarked for anyone else, or when the terms never changed', () => {
    for (const myStatus of [null, 'Declined', 'Withdrawn'] as const) {
      expect(hasUpdatedTerms({ termsUpdatedAt: changed, myStatus })).toBe(false);
    }
    expect(hasUpdatedTerms({ termsUpdatedAt: null, myStatus: 'Applied' })).toBe(false);
  });
});
