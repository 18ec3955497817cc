import { SendMessageResponseSchema, type DecisionLabel, type MessageView } from '@equicreators/shared';
import type { QueryClient } from '@tanstack/react-query';
import { uploadWithProgress } from '@/lib/upload/upload-with-progress';
import { mergeLiveMessage, type ThreadState } from '../thread-merge';
import { messageQueryKeys, type ThreadIds, type Viewer } from './message-query-keys';

export type SendMessageInput = ThreadIds & {
  viewer: Viewer;
  content: string;
  files: readonly File[];
  /** A decision (the brand only). */
  status?: DecisionLabel | undefined;
  /** One per composed message, kept across retries, so a retried send stores one message. */
  idempotencyKey: string;
  onProgress?: (fraction: number) => void;
};

/**
 * Spec §7: the brand posts to /messages/send (`from` = the campaign, `to` = the creator, optional
 * `status`), the creator to /messages/sendbrand (`from` = themselves, `to` = the campaign); the
 * files go as repeated `attachments` parts.
 */
export function toMessageFormData(input: SendMessageInput): FormData {
  const body = new FormData();
  const isBrand = input.viewer === 'brand';
  body.append('from', isBrand ? input.campaignId : input.creatorId);
  body.append('to', isBrand ? input.creatorId : input.campaignId);
  body.append('content', input.content);
  if (isBrand && input.status) body.append('status', input.status);
  for (const file of input.files) body.append('attachments', file, file.name);
  return body;
}

export async function sendMessage(input: SendMessageInput): Promise<MessageView> {
  const path = input.viewer === 'brand' ? '/messages/send' : '/messages/sendbrand';
  const answer = await uploadWithProgress(path, {
    body: toMessageFormData(input),
    headers: { 'Idempotency-Key': input.idempotencyKey },
    schema: SendMessageResponseSchema,
    onProgress: input.onProgress,
  });
  return answer.message;
}

/** Puts the sender's own message in the thread at once (the live echo is then a duplicate and dropped). */
export function addSentMessage(queryClient: QueryClient, message: MessageView): void {
  const key = messageQueryKeys.thread(message.campaignId, message.creatorId);
  const thread = queryClient.getQueryData<ThreadState>(key);
  if (!thread) return;
  const merged = mergeLiveMessage(thread, message);
  if (merged.outcome === 'appended') queryClient.setQueryData(key, merged.thread);
  else if (merged.outcome === 'gap') void queryClient.invalidateQueries({ queryKey: key, exact: true });
}
