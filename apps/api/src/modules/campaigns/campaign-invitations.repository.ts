import { sql } from 'drizzle-orm';
import { campaigns } from '../../db/schema/index.ts';
import type { CallerRead } from '../../platform/auth/authenticate.ts';
import { invitedBy, stateFilter } from './campaign-views.repository.ts';

type InvitedRaw = { ids: string[]; total: number } | null;
/** One page of the caller's invitations: the campaigns' ids, newest first, and how many there are. */
export type InvitedCampaigns = { ids: string[]; total: number };
export type InvitedCampaignsRead = CallerRead<InvitedRaw, InvitedCampaigns>;

// Her open campaigns with an entry 'Not Applied' (through campaign_entries_creator_id_status_idx,
// then campaigns by primary key), as the invitations list orders them: newest first.
const openInvitedToCaller = sql`${stateFilter('open')} and ${invitedBy(sql.placeholder('accountId'))}`;
// Her invitations are read once: their ids in order, of which the page is a slice, and their
// number from the same pass (a page and a count read them twice, each through both indexes).
const INVITED_CAMPAIGNS = sql<InvitedRaw>`(
  select json_build_object(
    'ids', coalesce(
      to_json((array_agg(${campaigns.id} order by ${campaigns.createdAt} desc, ${campaigns.id} desc))[
        ${sql.placeholder('invitationsOffset')}::int + 1 : ${sql.placeholder('invitationsOffset')}::int + ${sql.placeholder('invitationsLimit')}::int
      ]),
      '[]'::json
    ),
    'total', count(*)::int
  )
  from ${campaigns}
  where ${openInvitedToCaller}
)`;

/**
 * The ids of one page of the calling creator's invitations awaiting an answer, as a column of her
 * session check; the campaigns themselves come from a cache every creator shares
 * (campaign-views-cache.ts).
 */
export function invitedCampaignsRead({ page, pageSize }: { page: number; pageSize: number }): InvitedCampaignsRead {
  return {
    name: 'session_with_invited_campaigns',
    column: INVITED_CAMPAIGNS,
    values: { invitationsLimit: pageSize, invitationsOffset: (page - 1) * pageSize },
    decode: (raw) => ({ ids: raw?.ids ?? [], total: raw?.total ?? 0 }),
  };
}
