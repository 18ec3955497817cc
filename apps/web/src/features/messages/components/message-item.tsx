import type { MessageView } from '@equicreators/shared';
import { useQueryClient } from '@tanstack/react-query';
import { cn } from '@/lib/cn';
import { formatTimeAgo } from '@/lib/time-ago';
import { messageQueryKeys } from '../api/message-query-keys';
import { formatFullTime } from '../message-time';
import { DecisionBadge } from './decision-badge';
import { WorkCard } from './work-card';
import { MessageAttachments } from '@/components/attachments/message-attachments';

export type MessageItemProps = { message: MessageView; isOwn: boolean; now: Date };

/**
 * One message: sender, time (full time on hover), decision, its work card (a submission, review or
 * close), text, attachments and, for one's own, Sent or Seen.
 */
export function MessageItem({ message, isOwn, now }: MessageItemProps) {
  const queryClient = useQueryClient();
  // Lapsed attachment addresses: the open threads fetch fresh ones (decision 014).
  const handleNeedAddresses = () => void queryClient.invalidateQueries({ queryKey: messageQueryKeys.threads() });
  const fullTime = formatFullTime(message.timestamp);
  return (
    <li className={cn('flex flex-col gap-1', isOwn ? 'items-end' : 'items-start')}>
      <div className="flex flex-wrap items-baseline gap-x-2 text-xs text-ink-muted">
        <span className="font-semibold text-ink">{isOwn ? 'You' : message.senderName}</span>
        <time dateTime={message.timestamp} title={fullTime}>
          {formatTimeAgo(message.timestamp, now)}
          <span className="sr-only"> ({fullTime})</span>
        </time>
      </div>
      <div
        className={cn(
          'flex max-w-[85%] flex-col gap-2 rounded-2xl px-4 py-2.5 text-sm',
          isOwn ? 'rounded-br-sm bg-brand-800 text-cream' : 'rounded-bl-sm bg-parchment text-ink',
        )}
      >
        {message.status && <DecisionBadge decision={message.status} className="self-start" />}
        {message.work && <WorkCard card={message.work} isOwn={isOwn} />}
        {message.content && <p className="break-words whitespace-pre-wrap">{message.content}</p>}
        <MessageAttachments attachments={message.attachments} onNeedAddresses={handleNeedAddresses} />
      </div>
      {isOwn && (
        <span className="text-xs text-ink-muted" title={message.readAt ? formatFullTime(message.readAt) : undefined}>
          {message.readAt ? 'Seen' : 'Sent'}
        </span>
      )}
    </li>
  );
}
