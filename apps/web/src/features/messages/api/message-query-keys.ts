/** Keys of the messages feature's queries: one per thread (campaign × creator), and the unread counts. */
export const messageQueryKeys = {
  all: ['messages'] as const,
  threads: () => ['messages', 'thread'] as const,
  thread: (campaignId: string, creatorId: string) => ['messages', 'thread', campaignId, creatorId] as const,
  unread: () => ['messages', 'unread'] as const,
};

/** Who reads a thread: the path of its GET and the sender type of one's own messages differ. */
export type Viewer = 'brand' | 'contentCreator';

/** A thread is one campaign and one creator (DECISIONS: Messages). */
export type ThreadIds = { campaignId: string; creatorId: string };
