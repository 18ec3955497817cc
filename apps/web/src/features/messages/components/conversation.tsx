import { WORK_MESSAGES } from '@equicreators/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { errorMessage } from '@/lib/http/error-message';
import { loadOlderMessages, useThread } from '../api/get-thread';
import type { ThreadIds, Viewer } from '../api/message-query-keys';
import { useMarkRead } from '../hooks/use-mark-read';
import { useNow } from '../hooks/use-now';
import { useSendMessage } from '../hooks/use-send-message';
import { threadStanding } from '../thread-standing';
import { DecisionBadge } from './decision-badge';
import { MessageComposer } from './message-composer';
import { MessageThread } from './message-thread';

export type ConversationProps = {
  viewer: Viewer;
  /** Null while the brand has not selected a campaign: an empty box and a disabled input. */
  campaignId: string | null;
  creatorId: string;
  /** What the box says without a campaign. */
  placeholder?: string;
  /**
   * When the thread turns read-only, 14 days after its order's work was closed (issue 22, from the
   * Work panel's data); null or absent while the work is open.
   */
  writableUntil?: string | null;
};

/** One thread (campaign × creator): its decision, its messages, live, and the input under them. */
export function Conversation({ viewer, campaignId, creatorId, placeholder, writableUntil }: ConversationProps) {
  const queryClient = useQueryClient();
  const ids: ThreadIds | null = useMemo(() => (campaignId ? { campaignId, creatorId } : null), [campaignId, creatorId]);
  const thread = useThread(viewer, ids);
  const { send, isSending, progress } = useSendMessage(viewer, ids);
  useMarkRead(ids, thread.data, viewer);
  const decision = thread.data?.decision;
  const standing = threadStanding(writableUntil, useNow());

  return (
    <div className="flex flex-col gap-3">
      {decision && (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          Decision: <DecisionBadge decision={decision} />
        </p>
      )}
      <MessageThread
        thread={thread.data}
        isLoading={thread.isLoading}
        loadError={thread.isError && !thread.data ? errorMessage(thread.error) : null}
        onRetry={() => void thread.refetch()}
        ownSenderType={viewer}
        onLoadOlder={() => (ids ? loadOlderMessages(queryClient, viewer, ids) : Promise.resolve())}
        placeholder={placeholder}
      />
      {standing.kind === 'closing' && (
        <p className="text-sm text-ink-muted">Closed — messages until {formatDay(standing.until)}</p>
      )}
      {standing.kind === 'readOnly' ? (
        <p className="rounded-[var(--radius-card)] border border-dashed border-line bg-white px-4 py-3 text-sm text-ink-muted">
          {WORK_MESSAGES.threadReadOnly}
        </p>
      ) : (
        <MessageComposer hasThread={Boolean(ids)} isSending={isSending} progress={progress} onSend={send} />
      )}
    </div>
  );
}

function formatDay(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(iso));
}
