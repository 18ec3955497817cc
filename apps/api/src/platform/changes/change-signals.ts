/**
 * What a reused read can depend on. The one list of kinds: a service raises one after a change
 * commits, a cache subscribes to those its entries show, and a transport that carries them
 * between processes (over the live bus) has this list to check what it receives against.
 */
export const CHANGE_KINDS = ['campaigns', 'creators'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export type ChangeSignals = {
  /** Says that `kind` changed; call it after the change commits, never inside its transaction. */
  raise(kind: ChangeKind): void;
  /** Runs `listener` on every later raise of `kind` (a cache forgets its entries). */
  subscribe(kind: ChangeKind, listener: () => void): void;
};

/**
 * The change signals of this process (one per app, made in app-context.ts). Services only raise
 * and caches only subscribe, so neither knows the other: no module imports another's cache.
 */
export function createChangeSignals(): ChangeSignals {
  const listeners = new Map<ChangeKind, (() => void)[]>(CHANGE_KINDS.map((kind) => [kind, []]));
  // Every raise goes through here. To carry signals between processes, a transport hooks this one
  // function: it still delivers here at once (the process that made a change shows it on its next
  // request), sends the kind to the others, and delivers what they send.
  const deliver = (kind: ChangeKind) => {
    for (const listener of listeners.get(kind) ?? []) listener();
  };
  return {
    raise: deliver,
    subscribe(kind, listener) {
      listeners.get(kind)?.push(listener);
    },
  };
}
