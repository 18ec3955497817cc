import { describe, expect, it } from 'vitest';
import { wordsPattern } from './account-erasure.repository.ts';

describe('the words a redaction replaces', () => {
  it('matches whole words only, longest first, with every special character escaped', () => {
    const pattern = wordsPattern(['Ava', 'Ava Sinclair', 'ava+1@example.test', 'Al', '']);
    expect(pattern).toBe('\\yava\\+1@example\\.test\\y|\\yAva Sinclair\\y|\\yAva\\y');
    const regex = new RegExp(pattern!.replaceAll('\\y', '\\b'), 'g');
    expect('Ava Sinclair met Ava at Avalon'.replace(regex, 'Deleted user')).toBe(
      'Deleted user met Deleted user at Avalon',
    );
  });

  it('is null when nothing is long enough to replace safely', () => {
    expect(wordsPattern(['Al', ' '])).toBeNull();
  });
});
