/**
 * Names of backup archives and which of them a schedule keeps (issue 35): the newest archive of
 * each of the last `daily` days that have one, and of each of the last `weekly` ISO weeks (Monday
 * to Sunday, UTC). Pure, so the rule is tested without a folder or a bucket.
 */
const NAME_PATTERN = /^equicreators-backup-(\d{4})-(\d{2})-(\d{2})t(\d{2})-(\d{2})-(\d{2})z-([a-z0-9]{8})\.zip$/;

/** `equicreators-backup-2026-11-27t03-30-00z-1a2b3c4d.zip`: sorts by time, and is a valid storage key. */
export function archiveNameOf(takenAt: Date, runId: string): string {
  const stamp = takenAt
    .toISOString()
    .replace(/\.\d{3}Z$/, 'z')
    .replace(/:/g, '-')
    .toLowerCase();
  const suffix = runId
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()
    .slice(0, 8)
    .padEnd(8, '0');
  return `equicreators-backup-${stamp}-${suffix}.zip`;
}

/** When an archive of ours was taken, or null for any other name (never touched by retention). */
export function takenAtOf(name: string): Date | null {
  const match = NAME_PATTERN.exec(name);
  if (!match) return null;
  const [, year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Date.UTC rolls a 13th month or a 45th day over into the next; such a name is not one of ours.
  const isExact =
    date.toISOString().slice(0, 19) === `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}`;
  return isExact ? date : null;
}

export type RetentionRule = { keepDaily: number; keepWeekly: number };

/** The archives among `names` that the rule no longer keeps; names not ours are left alone. */
export function archivesToRemove(names: readonly string[], { keepDaily, keepWeekly }: RetentionRule): string[] {
  const ours = names
    .map((name) => ({ name, takenAt: takenAtOf(name) }))
    .filter((archive): archive is { name: string; takenAt: Date } => archive.takenAt !== null)
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime() || b.name.localeCompare(a.name));
  const days = new Set<string>();
  const weeks = new Set<string>();
  const kept = new Set<string>();
  for (const { name, takenAt } of ours) {
    const day = takenAt.toISOString().slice(0, 10);
    const week = isoWeekOf(takenAt);
    if (!days.has(day) && days.size < keepDaily) {
      days.add(day);
      kept.add(name);
    }
    if (!weeks.has(week) && weeks.size < keepWeekly) {
      weeks.add(week);
      kept.add(name);
    }
  }
  return ours.filter(({ name }) => !kept.has(name)).map(({ name }) => name);
}

/** '2026-W48': the ISO week (Monday first; week 1 holds the year's first Thursday), in UTC. */
export function isoWeekOf(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() === 0 ? 7 : day.getUTCDay();
  // The Thursday of this week decides the year the week belongs to.
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${String(day.getUTCFullYear())}-W${String(week).padStart(2, '0')}`;
}

/**
 * The UTC day whose scheduled backup is due at `now` ('2026-11-27'), or null before today's time
 * `at` ('03:30'). A process started after the time still takes the day's backup: a slot missed
 * while every process was down is taken late rather than not at all.
 */
export function dueSlotAt(now: Date, at: string): string | null {
  const [hours, minutes] = at.split(':').map(Number);
  const dueAt = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hours, minutes);
  return now.getTime() >= dueAt ? now.toISOString().slice(0, 10) : null;
}
