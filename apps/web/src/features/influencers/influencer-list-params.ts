import { INFLUENCER_LIST_STATUSES, type InfluencerListStatus } from '@equicreators/shared';

/** What /orders-influencer keeps in its address: the Pending / Hired filter and the page. */
export type InfluencerListParams = { status: InfluencerListStatus; page: number };

/** Spec §2: Hired unless the address says Pending; page 1 unless it names a later one. */
export function readInfluencerListParams(params: URLSearchParams): InfluencerListParams {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: (INFLUENCER_LIST_STATUSES as readonly (string | null)[]).includes(status)
      ? (status as InfluencerListStatus)
      : 'Hired',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address for a new filter (back to page 1) or a new page (same filter). */
export function withInfluencerListChange(
  current: URLSearchParams,
  change: { status: InfluencerListStatus } | { page: number },
): URLSearchParams {
  const now = readInfluencerListParams(current);
  const next = 'status' in change ? { status: change.status, page: 1 } : { ...now, page: change.page };
  const params = new URLSearchParams();
  params.set('status', next.status);
  if (next.page > 1) params.set('page', String(next.page));
  return params;
}
