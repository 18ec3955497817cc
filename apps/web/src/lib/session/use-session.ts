import { useSyncExternalStore } from 'react';
import { readSession, subscribeToSession, type StoredSession } from './session';

const GUEST: StoredSession = { token: null, type: null, id: null, firstName: null };

/**
 * The stored session, re-rendering when it changes (in this tab or another). Pages rendered on
 * the server are a guest's, so hydration starts from the guest and then reads local storage.
 * (A hook of its own, so that session.ts stays free of React for the public pages' islands.)
 */
export function useSession(): StoredSession {
  return useSyncExternalStore(subscribeToSession, readSession, () => GUEST);
}
