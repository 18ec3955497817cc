import type { EntryStatus } from './campaigns.ts';

/**
 * A campaign's stored state (docs/decisions/019). Open takes applications and invitations; closed
 * does not, but keeps its creators, orders and threads; archived is also hidden from every list.
 * Deleting removes the row, so it is no state.
 */
export const CAMPAIGN_STATUSES = ['open', 'closed', 'archived'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const DEFAULT_CAMPAIGN_STATUS: CampaignStatus = 'open';
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  open: 'Open',
  closed: 'Closed',
  archived: 'Archived',
};

/** What a brand does to its campaign's state. */
export const CAMPAIGN_STATUS_ACTIONS = ['close', 'reopen', 'archive', 'restore'] as const;
export type CampaignStatusAction = (typeof CAMPAIGN_STATUS_ACTIONS)[number];

const CAMPAIGN_MOVES: Record<CampaignStatusAction, { from: readonly CampaignStatus[]; to: CampaignStatus }> = {
  close: { from: ['open'], to: 'closed' },
  reopen: { from: ['closed'], to: 'open' },
  archive: { from: ['open', 'closed'], to: 'archived' },
  // Restoring brings an archived campaign back as closed, never straight to open: taking
  // applications again stays a separate, deliberate reopen (docs/decisions/026).
  restore: { from: ['archived'], to: 'closed' },
};

/** The stored state after `action`, or null when the action does not apply to `current`. */
export function nextCampaignStatus(current: CampaignStatus, action: CampaignStatusAction): CampaignStatus | null {
  const move = CAMPAIGN_MOVES[action];
  return move.from.includes(current) ? move.to : null;
}

/**
 * The state a campaign is in now: an open campaign whose application deadline has passed counts as
 * closed (no timed task flips it; reads compare the deadline with the time, in SQL or here).
 */
export function effectiveCampaignStatus(
  status: CampaignStatus,
  applicationDeadline: Date | string | null,
  now: Date,
): CampaignStatus {
  if (status !== 'open' || applicationDeadline === null) return status;
  return new Date(applicationDeadline).getTime() > now.getTime() ? 'open' : 'closed';
}

/** Who acts on an entry (a creator in a campaign). */
export type EntryActor = 'brand' | 'contentCreator';

/**
 * What can happen to a creator's entry in a campaign (before a hire; issue 22 owns what follows it):
 * the brand invites, hires or declines an applicant; the creator applies (also to accept an
 * invitation, or again after withdrawing) or withdraws (an application, or declines an invitation).
 */
export const ENTRY_ACTIONS = ['invite', 'apply', 'hire', 'decline', 'withdraw'] as const;
export type EntryAction = (typeof ENTRY_ACTIONS)[number];

/**
 * What the campaign's state must be for an action: invitations and applications need it to take
 * applications; a hire or a decline needs it not archived; a withdrawal is always allowed.
 */
type CampaignNeed = 'accepting' | 'notArchived' | 'any';

type EntryMove = {
  actor: EntryActor;
  /** The statuses it moves from; null is "no entry yet". */
  from: readonly (EntryStatus | null)[];
  to: EntryStatus;
  /** Where the move leads from particular statuses instead of `to`. */
  toFrom?: Partial<Record<EntryStatus, EntryStatus>>;
  campaign: CampaignNeed;
};

/**
 * The whole entry machine, written once for the API and the web. A decline is final (the creator
 * cannot apply again, the brand cannot invite again). Withdrawing an invitation declines it
 * ('Invitation Declined'), withdrawing an application is 'Withdrawn'; either is undone only by the
 * creator applying while the campaign is open (the brand cannot invite them back: docs/decisions/025);
 * nothing leaves Hired.
 */
const ENTRY_MOVES: Record<EntryAction, EntryMove> = {
  invite: { actor: 'brand', from: [null], to: 'Not Applied', campaign: 'accepting' },
  apply: {
    actor: 'contentCreator',
    from: [null, 'Not Applied', 'Withdrawn', 'Invitation Declined'],
    to: 'Applied',
    campaign: 'accepting',
  },
  hire: { actor: 'brand', from: ['Applied'], to: 'Hired', campaign: 'notArchived' },
  decline: { actor: 'brand', from: ['Applied'], to: 'Declined', campaign: 'notArchived' },
  withdraw: {
    actor: 'contentCreator',
    from: ['Not Applied', 'Applied'],
    to: 'Withdrawn',
    toFrom: { 'Not Applied': 'Invitation Declined' },
    campaign: 'any',
  },
};

/** Why a move is refused: the wrong side, the entry's status, or the campaign's state. */
export type EntryMoveRefusal = 'actor' | 'status' | 'campaignClosed' | 'campaignArchived';
export type EntryMoveResult = { allowed: true; to: EntryStatus } | { allowed: false; reason: EntryMoveRefusal };

/**
 * Whether `actor` may do `action` to an entry in `current` (null: no entry) of a campaign in
 * `campaign` (its effective state: see effectiveCampaignStatus), and the status it leads to.
 */
export function moveEntry(
  current: EntryStatus | null,
  action: EntryAction,
  actor: EntryActor,
  campaign: CampaignStatus = 'open',
): EntryMoveResult {
  const move = ENTRY_MOVES[action];
  if (move.actor !== actor) return { allowed: false, reason: 'actor' };
  if (!move.from.includes(current)) return { allowed: false, reason: 'status' };
  if (campaign === 'archived' && move.campaign !== 'any') return { allowed: false, reason: 'campaignArchived' };
  if (campaign === 'closed' && move.campaign === 'accepting') return { allowed: false, reason: 'campaignClosed' };
  return { allowed: true, to: (current && move.toFrom?.[current]) ?? move.to };
}

/** The status after the move, or null when it is not allowed. */
export function nextEntryStatus(
  current: EntryStatus | null,
  action: EntryAction,
  actor: EntryActor,
  campaign: CampaignStatus = 'open',
): EntryStatus | null {
  const result = moveEntry(current, action, actor, campaign);
  return result.allowed ? result.to : null;
}

export function canMove(
  current: EntryStatus | null,
  action: EntryAction,
  actor: EntryActor,
  campaign: CampaignStatus = 'open',
): boolean {
  return moveEntry(current, action, actor, campaign).allowed;
}

/** The actions `actor` has on this entry now: the buttons a screen shows. */
export function entryActionsFor(
  current: EntryStatus | null,
  actor: EntryActor,
  campaign: CampaignStatus = 'open',
): EntryAction[] {
  return ENTRY_ACTIONS.filter((action) => canMove(current, action, actor, campaign));
}

/** The statuses in which a creator is part of the campaign (and hears of its changes). */
export const ACTIVE_ENTRY_STATUSES = ['Not Applied', 'Applied', 'Hired'] as const satisfies readonly EntryStatus[];

/**
 * The words of the creator's Apply button for their status: "Apply again" only after withdrawing an
 * application; a declined invitation was never an application, so it is plain "Apply".
 */
export function applyLabelFor(status: EntryStatus | null): string {
  if (status === 'Withdrawn') return 'Apply again';
  if (status === 'Not Applied') return 'Accept';
  if (status === 'Invitation Declined') return 'Apply';
  return 'Apply Now';
}
