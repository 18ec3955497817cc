import { MESSAGE_MESSAGES, type MessageView } from '@equicreators/shared';
import { ArrowDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SkeletonStack } from '@/components/ui/skeleton';
import type { ThreadState } from '../thread-merge';
import { useNow } from '../hooks/use-now';
import { useStickToBottom } from '../hooks/use-stick-to-bottom';
import { MessageItem } from './message-item';

export type MessageThreadProps = {
  thread: ThreadState | undefined;
  isLoading: boolean;
  loadError: string | null;
  onRetry: () => void;
  /** The sender type of the reader's own messages (they show on the right with Sent or Seen). */
  ownSenderType: MessageView['senderType'];
  onLoadOlder: () => Promise<void>;
  /** Shown in the box when there is no thread to show (the brand has not selected a campaign). */
  placeholder?: string;
};

/**
 * Spec §2 'Messages': a box of fixed height that scrolls, oldest on top and newest at the bottom,
 * with 'Load older' for long threads and a pill when new messages arrive below the reader.
 */
export function MessageThread({
  thread,
  isLoading,
  loadError,
  onRetry,
  ownSenderType,
  onLoadOlder,
  placeholder,
}: MessageThreadProps) {
  const headingId = useId();
  const now = useNow();
  const items = thread?.items ?? [];
  const { boxRef, hasNewBelow, handleScroll, scrollToBottom } = useStickToBottom(
    items[0]?.seq,
    items.at(-1)?.seq,
    items.at(-1)?.senderType === ownSenderType,
  );
  const [isLoadingOlder, setIsLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState(false);

  const handleLoadOlder = async () => {
    setIsLoadingOlder(true);
    setOlderError(false);
    try {
      await onLoadOlder();
    } catch {
      setOlderError(true);
    } finally {
      setIsLoadingOlder(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-2xl">
        Messages
      </h2>
      <div className="relative">
        <div
          ref={boxRef}
          onScroll={handleScroll}
          // A scrolling region must be reachable by keyboard (WCAG 2.1.1).
          tabIndex={0}
          role="log"
          aria-labelledby={headingId}
          aria-live="polite"
          className="h-96 overflow-y-auto rounded-[var(--radius-card)] border border-line bg-white p-4 focus-visible:outline-2 focus-visible:outline-gold-500"
        >
          {thread?.hasOlder && (
            <div className="mb-3 flex flex-col items-center gap-1">
              <Button variant="ghost" size="sm" isLoading={isLoadingOlder} onClick={() => void handleLoadOlder()}>
                Load older
              </Button>
              {olderError && <p className="text-xs text-red-700">We could not load older messages. Try again.</p>}
            </div>
          )}
          {thread ? (
            items.length > 0 ? (
              <ol className="flex flex-col gap-4">
                {items.map((message) => (
                  <MessageItem
                    key={message.seq}
                    message={message}
                    isOwn={message.senderType === ownSenderType}
                    now={now}
                  />
                ))}
              </ol>
            ) : (
              <p className="py-16 text-center text-ink-muted">{MESSAGE_MESSAGES.noMessages}</p>
            )
          ) : loadError ? (
            <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
              <p className="text-sm text-red-800">{loadError}</p>
              <Button variant="secondary" size="sm" onClick={onRetry}>
                Try again
              </Button>
            </div>
          ) : isLoading ? (
            <SkeletonStack blocks={['h-10 w-2/3', 'h-10 w-1/2 self-end', 'h-16 w-3/4']} className="gap-4" />
          ) : (
            <p className="py-16 text-center text-ink-muted">{placeholder}</p>
          )}
        </div>
        {hasNewBelow && (
          <Button size="sm" className="absolute bottom-3 left-1/2 -translate-x-1/2 shadow-md" onClick={scrollToBottom}>
            <ArrowDown aria-hidden className="size-4" />
            New messages
          </Button>
        )}
      </div>
    </section>
  );
}
