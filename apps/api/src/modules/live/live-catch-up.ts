import type { Database } from '../../db/client.ts';
import { listMessagesStoredSince, type StoredMessageMark } from './live.repository.ts';

/** How far back the cursor reaches: a message's created_at is its transaction's start, not its commit. */
export const CATCH_UP_OVERLAP_MS = 60_000;
/** Ids remembered to deduplicate; beyond it a re-read may dispatch again, which clients drop by seq. */
export const RECENT_IDS_KEPT = 50_000;
const PAGE_SIZE = 500;

/**
 * The process's memory of what it dispatched (docs/decisions/010): recent message ids and the
 * newest created_at seen, from which every re-read starts (minus the overlap).
 */
export type CatchUp = {
  /** True the first time an id is seen: dispatch it; false for a repeat. */
  remember(messageId: string): boolean;
  /** Calls `dispatch` with each message stored since the cursor and not yet dispatched, oldest first. */
  reread(dispatch: (messageId: string) => void): Promise<void>;
};

export function createCatchUp(db: Database, startedAt: Date): CatchUp {
  const recent = new Set<string>();
  let newestSeen = startedAt.getTime();

  const remember = (messageId: string) => {
    if (recent.has(messageId)) return false;
    recent.add(messageId);
    // A Set iterates in insertion order: the first is the oldest.
    if (recent.size > RECENT_IDS_KEPT) {
      const oldest = recent.values().next().value;
      if (oldest !== undefined) recent.delete(oldest);
    }
    return true;
  };

  return {
    remember,
    reread: async (dispatch) => {
      const since = new Date(newestSeen - CATCH_UP_OVERLAP_MS);
      let after: StoredMessageMark | null = null;
      for (;;) {
        const page: StoredMessageMark[] = await listMessagesStoredSince(db, { since, after, limit: PAGE_SIZE });
        // created_at is a transaction's start, so it may disagree with commit order; within a
        // thread seq is commit order, and a client receiving seqs in order never has to fill a gap.
        const inThreadOrder = [...page].sort(
          (x, y) => x.campaignId.localeCompare(y.campaignId) || x.creatorId.localeCompare(y.creatorId) || x.seq - y.seq,
        );
        for (const row of inThreadOrder) {
          newestSeen = Math.max(newestSeen, row.createdAt.getTime());
          if (remember(row.id)) dispatch(row.id);
        }
        if (page.length < PAGE_SIZE) return;
        after = page[page.length - 1] ?? null;
      }
    },
  };
}
