import { describe, expect, it } from 'vitest';
import { readInfluencerListParams, withInfluencerListChange } from './influencer-list-params';

const read = (query: string) => readInfluencerListParams(new URLSearchParams(query));

describe('readInfluencerListParams', () => {
  it('shows Hired on the first page by default', () => {
    expect(read('')).toEqual({ status: 'Hired', page: 1 });
  });

  it('reads Pending and a later page, and ignores anything else', () => {
    expect(read('status=Pending&page=3')).toEqual({ status: 'Pending', page: 3 });
    expect(read('status=pending&page=0')).toEqual({ status: 'Hired', page: 1 });
    expect(read('status=Applied&page=x')).toEqual({ status: 'Hired', page: 1 });
  });
});

describe('withInfluencerListChange', () => {
  it('starts a new filter on page 1', () => {
    expect(withInfluencerListChange(new URLSearchParams('status=Hired&page=4'), { status: 'Pending' }).toString()).toBe(
      'status=Pending',
    );
  });

  it('keeps the filter when paging', () => {
    expect(withInfluencerListChange(new URLSearchParams('status=Pending'), { page: 2 }).toString()).toBe(
      'status=Pending&page=2',
    );
  });
});
