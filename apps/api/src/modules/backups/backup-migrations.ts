import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../../platform/paths.ts';

/** One committed migration as drizzle's journal lists it: `when` is what the applied table keeps. */
export type JournalEntry = { tag: string; when: number };
export type Journal = { entries: JournalEntry[] };

/** The migrations this code knows, oldest first. */
export async function readJournal(migrationsDir = MIGRATIONS_DIR): Promise<JournalEntry[]> {
  const journal = JSON.parse(await readFile(join(migrationsDir, 'meta/_journal.json'), 'utf8')) as Journal;
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * The tags of the applied migrations, from the `created_at` drizzle records for each (the journal's
 * `when`). A time no journal entry has means the database was migrated by newer code than this.
 */
export function tagsOfApplied(appliedTimes: number[], journal: JournalEntry[]): string[] {
  const tagOf = new Map(journal.map((entry) => [entry.when, entry.tag]));
  return appliedTimes.map((when) => {
    const tag = tagOf.get(when);
    if (!tag) throw new Error(`The database has a migration (created_at ${when}) this code does not know`);
    return tag;
  });
}

/**
 * Whether this code can bring a database to exactly `tags`: they must be the first migrations of its
 * own journal, in order. Answers the first tag it cannot place, or null.
 */
export function unknownMigrationOf(tags: string[], journal: JournalEntry[]): string | null {
  for (const [index, tag] of tags.entries()) {
    if (journal[index]?.tag !== tag) return tag;
  }
  return null;
}
