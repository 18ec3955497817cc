import { describe, expect, it } from 'vitest';
import { bellLabel } from './bell-label';

describe('bellLabel', () => {
  it('names the bell and the count it shows', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(bellLabel(250)).toBe('Notifications, 99+ unread');
  });
});
