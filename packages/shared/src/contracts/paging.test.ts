import { describe, expect, it } from 'vitest';
import { PAGE_LIMITS } from '../limits.ts';
import { CampaignListQuerySchema } from './campaigns.ts';
import { lastPageOf, nextPageOf, PAGE_TOO_DEEP_MESSAGE, PageQuerySchema } from './paging.ts';

describe('paging depth', () => {
  it('takes pages up to 10,000 rows deep and refuses the first one beyond, on page', () => {
    expect(PAGE_LIMITS.maxDepth).toBe(10_000);
    expect(PageQuerySchema.safeParse({ page: '500', pageSize: '20' }).success).toBe(true);
    expect(PageQuerySchema.safeParse({ page: '100', pageSize: '100' }).success).toBe(true);
    for (const query of [{ page: '501' }, { page: '101', pageSize: '100' }, { page: '4999', pageSize: '20' }]) {
      const parsed = PageQuerySchema.safeParse(query);
      expect(parsed.error?.issues).toEqual([
        expect.objectContaining({ path: ['page'], message: PAGE_TOO_DEEP_MESSAGE }),
      ]);
    }
    expect(PAGE_TOO_DEEP_MESSAGE).toBe(
      'Page too deep: page × pageSize may not exceed 10,000 rows; narrow the search or the filters to reach the rest.',
    );
  });

  it('comes with every list query built on the page query', () => {
    expect(CampaignListQuerySchema.safeParse({ page: '2', search: 'saddle' }).success).toBe(true);
    expect(CampaignListQuerySchema.safeParse({ page: '501', search: 'saddle' }).success).toBe(false);
  });

  it('gives the last page within reach and the next page while there is one', () => {
    expect(lastPageOf({ pageSize: 20, total: 0 })).toBe(1);
    expect(lastPageOf({ pageSize: 20, total: 45 })).toBe(3);
    expect(lastPageOf({ pageSize: 20, total: 100_000 })).toBe(500);
    expect(lastPageOf({ pageSize: 30, total: 100_000 })).toBe(333);
    expect(nextPageOf({ page: 2, pageSize: 20, total: 45 })).toBe(3);
    expect(nextPageOf({ page: 3, pageSize: 20, total: 45 })).toBeUndefined();
    expect(nextPageOf({ page: 500, pageSize: 20, total: 100_000 })).toBeUndefined();
  });
});
