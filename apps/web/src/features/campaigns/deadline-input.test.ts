import { describe, expect, it } from 'vitest';
import { fromDeadlineInput, toDeadlineInput } from './deadline-input';

describe('the application deadline input', () => {
  it('shows an instant on the local clock, and reads it back as the same instant', () => {
    const instant = new Date(2026, 11, 24, 9, 5).toISOString();
    expect(toDeadlineInput(instant)).toBe('2026-12-24T09:05');
    expect(fromDeadlineInput('2026-12-24T09:05')).toBe(instant);
  });

  it('reads an empty field as no deadline, and leaves an unreadable one for the schema', () => {
    expect(toDeadlineInput(null)).toBe('');
    expect(toDeadlineInput('not a date')).toBe('');
    expect(fromDeadlineInput('')).toBeUndefined();
    expect(fromDeadlineInput(undefined)).toBeUndefined();
    expect(fromDeadlineInput('soon')).toBe('soon');
  });
});
