import { describe, expect, it } from 'vitest';
import { archiveNameOf, archivesToRemove, dueSlotAt, isoWeekOf, takenAtOf } from './backup-retention.ts';

const at = (iso: string, id = '1a2b3c4d') => archiveNameOf(new Date(iso), id);

describe('backup archive names', () => {
  it('carry the time they were taken, to the second, and read back', () => {
    const name = at('2026-11-27T03:30:05.123Z', '9f8e7d6c-0000-4000-8000-000000000000');
    expect(name).toBe('equicreators-backup-2026-11-27t03-30-05z-9f8e7d6c.zip');
    expect(takenAtOf(name)?.toISOString()).toBe('2026-11-27T03:30:05.000Z');
  });

  it('leave any other name alone', () => {
    expect(takenAtOf('notes.txt')).toBeNull();
    expect(takenAtOf('equicreators-backup-2026-13-45t99-00-00z-1a2b3c4d.zip')).toBeNull();
  });
});

describe('which archives a schedule keeps', () => {
  it('keeps the newest of each of the last N days and of the last M ISO weeks', () => {
    // One archive a day at 03:30 for 30 days, and a second one on the last day.
    const names = Array.from({ length: 30 }, (_, index) =>
      at(new Date(Date.UTC(2026, 10, 27 - index, 3, 30)).toISOString()),
    );
    const extra = at('2026-11-27T12:00:00Z', 'aaaaaaaa');
    const removed = archivesToRemove([...names, extra, 'README.txt'], { keepDaily: 7, keepWeekly: 4 });
    const kept = [...names, extra].filter((name) => !removed.includes(name)).sort();
    expect(kept.map((name) => takenAtOf(name)?.toISOString().slice(0, 16))).toEqual([
      // The newest of the three weeks before this one: Sundays 8 and 15 November (and 22 below).
      '2026-11-08T03:30',
      '2026-11-15T03:30',
      // The last seven days with an archive, the 27th by its newer one (the newest of this week too).
      '2026-11-21T03:30',
      '2026-11-22T03:30',
      '2026-11-23T03:30',
      '2026-11-24T03:30',
      '2026-11-25T03:30',
      '2026-11-26T03:30',
      '2026-11-27T12:00',
    ]);
    expect(removed).not.toContain('README.txt');
  });

  it('with no weekly archives keeps only the days', () => {
    const names = [at('2026-11-25T03:30:00Z'), at('2026-11-26T03:30:00Z'), at('2026-11-27T03:30:00Z')];
    expect(archivesToRemove(names, { keepDaily: 2, keepWeekly: 0 })).toEqual([names[0]]);
  });
});

describe('ISO weeks and the daily slot', () => {
  it('numbers weeks from Monday, the first holding the first Thursday', () => {
    expect(isoWeekOf(new Date('2026-11-27T00:00:00Z'))).toBe('2026-W48');
    expect(isoWeekOf(new Date('2026-11-29T23:59:00Z'))).toBe('2026-W48');
    expect(isoWeekOf(new Date('2026-11-30T00:00:00Z'))).toBe('2026-W49');
    expect(isoWeekOf(new Date('2027-01-01T00:00:00Z'))).toBe('2026-W53');
  });

  it('is due from the time of day on, in UTC', () => {
    expect(dueSlotAt(new Date('2026-11-27T03:29:59Z'), '03:30')).toBeNull();
    expect(dueSlotAt(new Date('2026-11-27T03:30:00Z'), '03:30')).toBe('2026-11-27');
    expect(dueSlotAt(new Date('2026-11-27T23:00:00Z'), '03:30')).toBe('2026-11-27');
  });
});
