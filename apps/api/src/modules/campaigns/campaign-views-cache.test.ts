import { describe, expect, it } from 'vitest';
import { createChangeSignals } from '../../platform/changes/change-signals.ts';
import { FEED_PAGE_TTL_MS } from './campaign-feed-cache.ts';
import { createCampaignViewsCache } from './campaign-views-cache.ts';
import type { CampaignView } from './campaign-views.repository.ts';

const viewOf = (id: string, title = id) => ({ id, title }) as CampaignView;

describe('the cache of single campaigns (a creator’s invitations)', () => {
  const setup = () => {
    let now = 0;
    const changes = createChangeSignals();
    const cache = createCampaignViewsCache(changes, { now: () => now, readsAhead: false });
    const asked: string[][] = [];
    const load = (title: string) => async (missing: string[]) => {
      asked.push(missing);
      return missing.filter((id) => id !== 'gone').map((id) => viewOf(id, title));
    };
    return { cache, changes, asked, load, advance: (ms: number) => (now += ms) };
  };

  it('reads only the campaigns it lacks, in one call, and answers them in the order asked', async () => {
    const { cache, asked, load } = setup();
    await cache.viewsOf(['a', 'b'], load('first'));
    const views = await cache.viewsOf(['c', 'b', 'gone', 'a'], load('second'));
    expect(views.map((view) => [view.id, view.title])).toEqual([
      ['c', 'second'],
      ['b', 'first'],
      ['a', 'first'],
    ]);
    expect(asked).toEqual([
      ['a', 'b'],
      ['c', 'gone'],
    ]);
    expect(await cache.viewsOf([], load('third'))).toEqual([]);
    expect(asked).toHaveLength(2);
  });

  it('reads a campaign again once its time is up, or at once after a change to campaigns or creators', async () => {
    const { cache, changes, load, advance } = setup();
    await cache.viewsOf(['a'], load('first'));
    advance(FEED_PAGE_TTL_MS - 1);
    expect((await cache.viewsOf(['a'], load('second')))[0]?.title).toBe('first');
    advance(1);
    expect((await cache.viewsOf(['a'], load('third')))[0]?.title).toBe('third');
    changes.raise('campaigns');
    expect((await cache.viewsOf(['a'], load('fourth')))[0]?.title).toBe('fourth');
    changes.raise('creators');
    expect((await cache.viewsOf(['a'], load('fifth')))[0]?.title).toBe('fifth');
  });

  it('does not keep a campaign read before a change that came while it was read', async () => {
    const { cache, changes, load } = setup();
    const reading = cache.viewsOf(['a'], async (missing) => {
      changes.raise('campaigns');
      return load('stale')(missing);
    });
    expect((await reading)[0]?.title).toBe('stale');
    expect((await cache.viewsOf(['a'], load('fresh')))[0]?.title).toBe('fresh');
  });
});
