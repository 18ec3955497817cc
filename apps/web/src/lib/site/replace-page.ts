/**
 * Loads another page in place of this one (no history entry, as a router's `replace`), and stays
 * pending while it loads: a form awaiting it keeps its spinner and stays disabled until the page
 * is gone, instead of inviting a second submission meanwhile.
 */
export function replacePage(path: string): Promise<never> {
  window.location.replace(path);
  return new Promise<never>(() => undefined);
}
