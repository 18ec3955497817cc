import { MESSAGE_MESSAGES, type DecisionLabel } from '@equicreators/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '@/lib/http/api-client';
import { notify } from '@/lib/toast/notify';
import { addSentMessage, sendMessage } from '../api/send-message';
import type { ThreadIds, Viewer } from '../api/message-query-keys';
import { newIdempotencyKey } from '@/lib/http/idempotency-key';

// Brief (issue 9): the sent message itself appears in the thread, so the toast need not linger.

/** The toast text for a failed send: the server's own sentence, else spec §8's. */
export function sendFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.code !== 'NETWORK' && error.status < 500) return error.message;
  return MESSAGE_MESSAGES.sendFailed;
}

export type SendDraft = { content: string; files: readonly File[]; status?: DecisionLabel };

/**
 * Sends one composed message at a time, with upload progress. The idempotency key belongs to the
 * draft: a retry after a failure reuses it (the server stores one message even if the first try
 * did arrive), and only a success starts a new one. Resolves true when the message was stored.
 */
export function useSendMessage(viewer: Viewer, ids: ThreadIds | null) {
  const queryClient = useQueryClient();
  const keyRef = useRef<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const send = async (draft: SendDraft): Promise<boolean> => {
    if (!ids || isSending) return false;
    keyRef.current ??= newIdempotencyKey();
    setIsSending(true);
    setProgress(draft.files.length > 0 ? 0 : null);
    try {
      const message = await sendMessage({
        viewer,
        ...ids,
        ...draft,
        idempotencyKey: keyRef.current,
        onProgress: draft.files.length > 0 ? setProgress : undefined,
      });
      keyRef.current = null;
      // No toast: the message itself appears in the thread, which says it was sent.
      addSentMessage(queryClient, message);
      return true;
    } catch (error) {
      notify.error(sendFailureMessage(error));
      return false;
    } finally {
      setIsSending(false);
      setProgress(null);
    }
  };

  return { send, isSending, progress };
}
