import type { IslandOptions } from './island-names';

/**
 * 'Join the club' on /joinclub and /club (issue 20). The element is rendered for every visitor
 * (docs/decisions/012); only a logged-in creator's variant holds `[data-club-join]`, which this
 * island fills: membership, the prices read from the API and their Checkout, the return from
 * Checkout, and on /club the members' meeting schedule. Its code loads on demand, for creators only,
 * so the pages' first script stays as small as it was.
 */
export function mountClubJoin(element: HTMLElement, options: IslandOptions): () => void {
  const panel = element.querySelector<HTMLElement>('[data-club-join]');
  if (!panel) return () => undefined;
  const controller = new AbortController();
  void import('./club-join-flow')
    .then(({ runClubJoin }) => runClubJoin(panel, { ...options, signal: controller.signal }))
    .catch(() => undefined);
  return () => controller.abort();
}
