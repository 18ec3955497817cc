import { UI_LIMITS } from '@equicreators/shared';
import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './format-badge-count';

describe('formatBadgeCount', () => {
  it('shows a count up to the maximum as it is', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(UI_LIMITS.badgeMax)).toBe('99');
  });

  it('caps a larger count at 99+', () => {
    expect(formatBadgeCount(UI_LIMITS.badgeMax + 1)).toBe('99+');
    expect(formatBadgeCount(1234)).toBe('99+');
  });
});
