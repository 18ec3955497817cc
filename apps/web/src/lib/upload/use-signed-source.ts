import { useState } from 'react';
import { needsNewAddress, sourceAfterError, sourceFor, type SignedSource } from './signed-source';

/**
 * The address an attachment's element shows (see signed-source.ts), and its error handler: a
 * lapsed address switches to the newest one its list holds, or asks the list's owner to fetch fresh
 * addresses (`onNeedAddresses`) when there is none yet.
 */
export function useSignedSource(
  latest: string,
  onNeedAddresses: () => void,
): { source: string; handleError: () => void } {
  const [state, setState] = useState<SignedSource>({ shown: latest, hasFailed: false });
  const current = sourceFor(state, latest);
  // Adjusting state while rendering, as React advises for state derived from props.
  if (current !== state) setState(current);
  const handleError = () => {
    if (needsNewAddress(current, latest)) onNeedAddresses();
    setState(sourceAfterError(current, latest));
  };
  return { source: current.shown, handleError };
}
