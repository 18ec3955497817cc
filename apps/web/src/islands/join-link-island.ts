import { isPartnerType, saveJoinIntent } from '@/lib/session/join-intent';

/**
 * "Join as Brand" and "Join as Influencer" (`data-join-as`): a plain link to /join that also leaves
 * the choice for /join to preselect (lib/session/join-intent.ts). A click that opens another tab or window
 * (a modifier key, another button) carries nothing, as a router's navigation state would not.
 */
export function mountJoinLink(link: HTMLElement): () => void {
  const partner = link.dataset.joinAs;
  if (!isPartnerType(partner)) return () => undefined;

  const handleClick = (event: MouseEvent) => {
    const isPlainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (isPlainClick) saveJoinIntent(partner);
  };

  link.addEventListener('click', handleClick);
  return () => link.removeEventListener('click', handleClick);
}
