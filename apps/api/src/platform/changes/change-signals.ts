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
  /** Runs the listeners of `kind` for a raise another process sent (the transport calls it); sends nothing. */
  receive(kind: ChangeKind): void;
  /** Resolves once every send started so far has been handed to the transport (tests, shutdown). */
  settled(): Promise<void>;
};

/**
 * Carries raises to the other processes (app-context.ts gives one over the live bus). `send` is
 * called after the change committed; a failure is the transport's to log: the other processes then
 * forget at their caches' expiry (2 s) instead of at once.
 */
export type ChangeTransport = { send(kind: ChangeKind): Promise<void> };

/**
 * The change signals of this process (one per app, made in app-context.ts). Services only raise
 * and caches only subscribe, so neither knows the other: no module imports another's cache.
 */
export function createChangeSignals(transport: ChangeTransport | null = null): ChangeSignals {
  const listeners = new Map<ChangeKind, (() => void)[]>(CHANGE_KINDS.map((kind) => [kind, []]));
  // Kinds raised whose send has not started yet: a burst of raises in one turn of the event loop
  // (a service raising after each of several commits) travels as one signal per kind. A raise after
  // the send started queues another, so every commit is followed by a send that starts after it.
  const waiting = new Set<ChangeKind>();
  let sending: Promise<void> = Promise.resolve();

  const deliver = (kind: ChangeKind) => {
    for (const listener of listeners.get(kind) ?? []) listener();
  };
  const send = (kind: ChangeKind) => {
    if (!transport || waiting.has(kind)) return;
    waiting.add(kind);
    sending = sending.then(async () => {
      waiting.delete(kind);
      await transport.send(kind).catch(() => undefined);
    });
  };
  return {
    // This process forgets at once (it shows its own change on its next request), then tells the others.
    raise(kind) {
      deliver(kind);
      send(kind);
    },
    subscribe(kind, listener) {
      listeners.get(kind)?.push(listener);
    },
    receive: deliver,
    settled: () => sending,
  };
}
