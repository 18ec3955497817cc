/** The signed address a picture or video element shows, and whether loading it failed. */
export type SignedSource = { shown: string; hasFailed: boolean };

/**
 * An element keeps the address it loaded with while it works: the thread brings fresh addresses
 * every few minutes (decision 014), and switching to each would make the browser download the
 * picture again and restart a playing video. It moves to the newest address once its own has
 * failed (it lapsed, or a seek asked for bytes after it did).
 */
export function sourceFor(state: SignedSource, latest: string): SignedSource {
  return state.hasFailed && latest !== state.shown ? { shown: latest, hasFailed: false } : state;
}

/** After a failed load: the newest address if the thread has one, else wait for one. */
export function sourceAfterError(state: SignedSource, latest: string): SignedSource {
  return latest !== state.shown ? { shown: latest, hasFailed: false } : { shown: state.shown, hasFailed: true };
}

/** Whether a failed load must ask the thread for fresh addresses (it has none newer yet). */
export function needsNewAddress(state: SignedSource, latest: string): boolean {
  return latest === state.shown;
}
