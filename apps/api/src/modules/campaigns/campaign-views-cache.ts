import type { ChangeSignals } from '../../platform/changes/change-signals.ts';
import { createTimedCache, type CacheClock } from '../../platform/timed-cache.ts';
import { FEED_PAGE_TTL_MS } from './campaign-feed-cache.ts';
import type { CampaignView } from './campaign-views.repository.ts';

const MAX_CAMPAIGNS = 5_000;

/**
 * Single campaigns as every creator sees them (no entries, no caller's status), by id. A creator's
 * invitations are her own few ids, read fresh, and their campaigns are mostly the same ones other
 * creators were invited to: each campaign is read once per FEED_PAGE_TTL_MS in this process, as a
 * page of the feed is, and forgotten with the feed on every change to campaigns or creators.
 */
export type CampaignViewsCache = {
  /** The views of `ids` in their order; those not cached are read with one `load`, the ones it misses are left out. */
  viewsOf(ids: readonly string[], load: (missing: string[]) => Promise<CampaignView[]>): Promise<CampaignView[]>;
};

export function createCampaignViewsCache(changes: ChangeSignals, clock: CacheClock): CampaignViewsCache {
  const views = createTimedCache<CampaignView>({ ttlMs: FEED_PAGE_TTL_MS, maxEntries: MAX_CAMPAIGNS, now: clock.now });
  const forget = () => views.clear();
  changes.subscribe('campaigns', forget);
  changes.subscribe('creators', forget);
  return {
    async viewsOf(ids, load) {
      const found = new Map<string, CampaignView>();
      const missing: string[] = [];
      for (const id of ids) {
        const view = views.get(id);
        if (view) found.set(id, view);
        else missing.push(id);
      }
      if (missing.length > 0) {
        // Taken before the read: a view read before a change is not kept after it.
        const generation = views.generation;
        for (const view of await load(missing)) {
          views.set(view.id, view, generation);
          found.set(view.id, view);
        }
      }
      return ids.flatMap((id) => found.get(id) ?? []);
    },
  };
}
