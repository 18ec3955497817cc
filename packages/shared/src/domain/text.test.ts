import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LIMITS } from './campaigns.ts';
import { avatarInitials, truncateWithEllipsis } from './text.ts';

describe('truncateWithEllipsis', () => {
  it('keeps text within the limit as it is', () => {
    expect(truncateWithEllipsis('Short', DESCRIPTION_LIMITS.list)).toBe('Short');
    const exact = 'a'.repeat(180);
    expect(truncateWithEllipsis(exact, DESCRIPTION_LIMITS.list)).toBe(exact);
  });

  it('cuts longer text to the limit and adds an ellipsis', () => {
    const cut = truncateWithEllipsis('b'.repeat(300), DESCRIPTION_LIMITS.drawer);
    expect(cut).toBe(`${'b'.repeat(250)}...`);
  });

  it('never splits an emoji in half', () => {
    expect(truncateWithEllipsis('🐴🐴🐴', 2)).toBe('🐴🐴...');
  });
});

describe('avatarInitials', () => {
  it('takes the first letters of the first and last names in upper case', () => {
    expect(avatarInitials('Katrin Vogel')).toBe('KV');
    expect(avatarInitials('Ava Sinclair')).toBe('AS');
    expect(avatarInitials('  maria   de la Cruz ')).toBe('MC');
    expect(avatarInitials('Émile Ørsted')).toBe('ÉØ');
  });

  it('takes the first two letters of a single name', () => {
    expect(avatarInitials('eleanor')).toBe('EL');
    expect(avatarInitials('🐴Jo')).toBe('🐴J');
    expect(avatarInitials('')).toBe('');
    expect(avatarInitials('   ')).toBe('');
    expect(avatarInitials(null)).toBe('');
  });
});
