import { describe, expect, it } from 'vitest';
import { ShortlistNameRequestSchema, shortlistInviteSentence, SHORTLIST_LIMITS } from './shortlists.ts';

describe('a shortlist’s name', () => {
  it('is trimmed and 1–60 characters', () => {
    expect(ShortlistNameRequestSchema.parse({ name: '  Dressage DE ' })).toEqual({ name: 'Dressage DE' });
    expect(ShortlistNameRequestSchema.safeParse({ name: '   ' }).success).toBe(false);
    const longest = 'x'.repeat(SHORTLIST_LIMITS.nameMaxLength);
    expect(ShortlistNameRequestSchema.safeParse({ name: longest }).success).toBe(true);
    expect(ShortlistNameRequestSchema.safeParse({ name: `${longest}x` }).success).toBe(false);
  });
});

describe('the sentence of a list’s invitation', () => {
  it('counts the invited and the skipped by reason, in a fixed order', () => {
    expect(shortlistInviteSentence(1, [])).toBe('Invited 1 creator.');
    expect(
      shortlistInviteSentence(2, [
        { reason: 'limitReached' },
        { reason: 'alreadyOnCampaign' },
        { reason: 'limitReached' },
      ]),
    ).toBe('Invited 2 creators; skipped 3 (1 already on the campaign, 2 invitation limit reached).');
  });
});
