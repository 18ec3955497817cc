import { describe, expect, it } from 'vitest';
import { offersCompensation } from './campaigns.ts';

describe('offersCompensation (the feed\'s "compensation offered" filter)', () => {
  it('counts money and gifted products as compensation', () => {
    expect(offersCompensation('$450 plus the full leather care kit')).toBe(true);
    expect(offersCompensation('Hartwell padded bridle (gifted)')).toBe(true);
  });

  it('refuses the texts that say nothing is offered, in any case and spacing', () => {
    for (const text of ['', '  ', 'None', ' N/A ', 'na', '-', '0', '$0', 'Nothing', 'No compensation', 'TBD']) {
      expect(offersCompensation(text), text).toBe(false);
    }
  });
});
