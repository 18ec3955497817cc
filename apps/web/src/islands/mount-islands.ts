import { mountClubJoin } from './club-join-island';
import { ISLAND_NAMES, type Island, type IslandName, type IslandOptions } from './island-names';
import { mountJoinLink } from './join-link-island';
import { mountMenu } from './menu-island';
import { mountSubscribeForm } from './subscribe-island';
import { mountVideo } from './video-island';

const ISLANDS: Record<IslandName, Island> = {
  menu: mountMenu,
  subscribe: mountSubscribeForm,
  video: mountVideo,
  'join-link': mountJoinLink,
  'club-join': mountClubJoin,
};

function isIslandName(value: string | undefined): value is IslandName {
  return ISLAND_NAMES.some((name) => name === value);
}

/**
 * Mounts every island under `root` (elements marked `data-island`). An element already mounted is
 * left alone, so the app and the page script can never attach a behaviour twice. Answers the
 * function that unmounts them all (the app's layouts call it when they leave the page).
 */
export function mountIslands(root: ParentNode, options: IslandOptions): () => void {
  const cleanups: (() => void)[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island;
    if (!isIslandName(name) || mounted.has(element)) continue;
    mounted.add(element);
    const unmount = ISLANDS[name](element, options);
    cleanups.push(() => {
      unmount();
      mounted.delete(element);
    });
  }
  return () => cleanups.forEach((cleanup) => cleanup());
}

const mounted = new WeakSet<HTMLElement>();
