import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageQueryKeys } from '../api/message-query-keys';
import { needsNewAddress, sourceAfterError, sourceFor, type SignedSource } from '../signed-source';

/**
 * The address an attachment's element shows (see signed-source.ts), and its error handler: a
 * lapsed address switches to the thread's newest one, or asks the open threads to fetch fresh
 * addresses when there is none yet.
 */
export function useSignedSource(latest: string): { source: string; handleError: () => void } {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SignedSource>({ shown: latest, hasFailed: false });
  const current = sourceFor(state, latest);
  // Adjusting state while rendering, as React advises for state derived from props.
  if (current !== state) setState(current);
  const handleError = () => {
    if (needsNewAddress(current, latest)) void queryClient.invalidateQueries({ queryKey: messageQueryKeys.threads() });
    setState(sourceAfterError(current, latest));
  };
  return { source: current.shown, handleError };
}
