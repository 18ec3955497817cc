import { describe, expect, it } from 'vitest';
import { readManageFilters, withManageFilter } from './manage-params';

describe('readManageFilters', () => {
  it('reads the type, platform and state from the address', () => {
    expect(readManageFilters(new URLSearchParams('type=Unpaid&platform=Facebook&status=closed'))).toEqual({
      type: 'Unpaid',
      platform: 'Facebook',
      status: 'closed',
    });
  });

  it('treats a missing or unknown value as all', () => {
    const all = { type: '', platform: '', status: '' };
    expect(readManageFilters(new URLSearchParams('type=Free&platform=tiktok&status=gone'))).toEqual(all);
    expect(readManageFilters(new URLSearchParams())).toEqual(all);
  });
});

describe('withManageFilter', () => {
  it('sets a filter and keeps the other parameters', () => {
    const next = withManageFilter(new URLSearchParams('platform=Instagram'), 'type', 'Paid');
    expect(next.toString()).toBe('platform=Instagram&type=Paid');
  });

  it('drops a filter set back to all, or to a value the server would refuse', () => {
    expect(withManageFilter(new URLSearchParams('type=Paid&platform=Facebook'), 'type', '').toString()).toBe(
      'platform=Facebook',
    );
    expect(withManageFilter(new URLSearchParams('platform=Facebook'), 'platform', 'MySpace').toString()).toBe('');
    expect(withManageFilter(new URLSearchParams(''), 'status', 'archived').toString()).toBe('status=archived');
  });
});
