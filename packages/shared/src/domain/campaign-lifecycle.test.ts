import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_STATUS_ACTIONS,
  CAMPAIGN_STATUSES,
  ENTRY_ACTIONS,
  canMove,
  effectiveCampaignStatus,
  entryActionsFor,
  applyLabelFor,
  moveEntry,
  nextCampaignStatus,
  nextEntryStatus,
  type EntryAction,
  type EntryActor,
} from './campaign-lifecycle.ts';
import {
  countByEntryStatus,
  ENTRY_STATUS_LABELS,
  ENTRY_STATUS_ORDER,
  ENTRY_STATUSES,
  type EntryStatus,
} from './campaigns.ts';

const ACTORS: EntryActor[] = ['brand', 'contentCreator'];
const CURRENTS: (EntryStatus | null)[] = [null, ...ENTRY_STATUSES];

/** Every allowed move of an open campaign, written out by hand; everything else is forbidden. */
const ALLOWED: [EntryStatus | null, EntryAction, EntryActor, EntryStatus][] = [
  [null, 'invite', 'brand', 'Not Applied'],
  [null, 'apply', 'contentCreator', 'Applied'],
  ['Not Applied', 'apply', 'contentCreator', 'Applied'],
  ['Not Applied', 'withdraw', 'contentCreator', 'Invitation Declined'],
  ['Applied', 'hire', 'brand', 'Hired'],
  ['Applied', 'decline', 'brand', 'Declined'],
  ['Applied', 'withdraw', 'contentCreator', 'Withdrawn'],
  ['Withdrawn', 'apply', 'contentCreator', 'Applied'],
  ['Invitation Declined', 'apply', 'contentCreator', 'Applied'],
];

describe('the entry machine on an open campaign', () => {
  it('allows exactly the listed moves', () => {
    for (const [current, action, actor, to] of ALLOWED) {
      expect(nextEntryStatus(current, action, actor), `${current} ${action} by ${actor}`).toBe(to);
    }
  });

  it('forbids every other move', () => {
    let forbidden = 0;
    for (const current of CURRENTS) {
      for (const action of ENTRY_ACTIONS) {
        for (const actor of ACTORS) {
          const listed = ALLOWED.some(([c, a, who]) => c === current && a === action && who === actor);
          if (listed) continue;
          forbidden += 1;
          expect(canMove(current, action, actor), `${current} ${action} by ${actor}`).toBe(false);
          expect(nextEntryStatus(current, action, actor)).toBeNull();
        }
      }
    }
    expect(forbidden).toBe(CURRENTS.length * ENTRY_ACTIONS.length * ACTORS.length - ALLOWED.length);
  });

  it('keeps a decline final for the creator and a withdrawal out of the brand’s hands', () => {
    expect(moveEntry('Declined', 'apply', 'contentCreator')).toEqual({ allowed: false, reason: 'status' });
    expect(moveEntry('Declined', 'withdraw', 'contentCreator')).toEqual({ allowed: false, reason: 'status' });
    expect(moveEntry('Withdrawn', 'invite', 'brand')).toEqual({ allowed: false, reason: 'status' });
    expect(moveEntry('Withdrawn', 'hire', 'brand')).toEqual({ allowed: false, reason: 'status' });
    expect(moveEntry('Invitation Declined', 'invite', 'brand')).toEqual({ allowed: false, reason: 'status' });
    expect(moveEntry('Invitation Declined', 'hire', 'brand')).toEqual({ allowed: false, reason: 'status' });
  });

  it('tells a declined invitation from a withdrawn application', () => {
    expect(nextEntryStatus('Not Applied', 'withdraw', 'contentCreator')).toBe('Invitation Declined');
    expect(nextEntryStatus('Applied', 'withdraw', 'contentCreator')).toBe('Withdrawn');
    expect(moveEntry('Invitation Declined', 'withdraw', 'contentCreator')).toEqual({
      allowed: false,
      reason: 'status',
    });
  });

  it('lets nothing leave Hired', () => {
    for (const action of ENTRY_ACTIONS) {
      for (const actor of ACTORS) expect(canMove('Hired', action, actor)).toBe(false);
    }
  });

  it('names the wrong side before anything else', () => {
    expect(moveEntry('Applied', 'apply', 'brand')).toEqual({ allowed: false, reason: 'actor' });
    expect(moveEntry('Applied', 'decline', 'contentCreator')).toEqual({ allowed: false, reason: 'actor' });
  });
});

describe('the entry machine and the campaign state', () => {
  it('refuses applications and invitations to a closed campaign, and allows the rest', () => {
    expect(moveEntry(null, 'apply', 'contentCreator', 'closed')).toEqual({ allowed: false, reason: 'campaignClosed' });
    expect(moveEntry('Withdrawn', 'apply', 'contentCreator', 'closed')).toEqual({
      allowed: false,
      reason: 'campaignClosed',
    });
    expect(moveEntry(null, 'invite', 'brand', 'closed')).toEqual({ allowed: false, reason: 'campaignClosed' });
    expect(nextEntryStatus('Applied', 'hire', 'brand', 'closed')).toBe('Hired');
    expect(nextEntryStatus('Applied', 'decline', 'brand', 'closed')).toBe('Declined');
    expect(nextEntryStatus('Applied', 'withdraw', 'contentCreator', 'closed')).toBe('Withdrawn');
  });

  it('allows only withdrawals on an archived campaign', () => {
    expect(moveEntry('Applied', 'hire', 'brand', 'archived')).toEqual({ allowed: false, reason: 'campaignArchived' });
    expect(moveEntry('Applied', 'decline', 'brand', 'archived')).toEqual({
      allowed: false,
      reason: 'campaignArchived',
    });
    expect(moveEntry(null, 'apply', 'contentCreator', 'archived')).toEqual({
      allowed: false,
      reason: 'campaignArchived',
    });
    expect(nextEntryStatus('Not Applied', 'withdraw', 'contentCreator', 'archived')).toBe('Invitation Declined');
  });

  it('gives each side its buttons', () => {
    expect(entryActionsFor('Applied', 'brand')).toEqual(['hire', 'decline']);
    expect(entryActionsFor('Applied', 'contentCreator')).toEqual(['withdraw']);
    expect(entryActionsFor('Not Applied', 'contentCreator')).toEqual(['apply', 'withdraw']);
    expect(entryActionsFor('Not Applied', 'contentCreator', 'closed')).toEqual(['withdraw']);
    expect(entryActionsFor('Withdrawn', 'contentCreator')).toEqual(['apply']);
    expect(entryActionsFor('Invitation Declined', 'contentCreator')).toEqual(['apply']);
    expect(entryActionsFor('Invitation Declined', 'contentCreator', 'closed')).toEqual([]);
    expect(entryActionsFor('Declined', 'contentCreator')).toEqual([]);
    expect(entryActionsFor(null, 'brand', 'closed')).toEqual([]);
  });

  it('offers Accept for an invitation and Apply again only after a withdrawn application', () => {
    expect(applyLabelFor(null)).toBe('Apply Now');
    expect(applyLabelFor('Not Applied')).toBe('Accept');
    expect(applyLabelFor('Invitation Declined')).toBe('Apply');
    expect(applyLabelFor('Withdrawn')).toBe('Apply again');
  });
});

describe('the status words', () => {
  it('names every status the same for both sides, in the words of issue 30', () => {
    expect(ENTRY_STATUS_LABELS).toEqual({
      'Not Applied': 'Invited',
      Applied: 'Applied',
      Hired: 'Hired',
      Declined: 'Not selected',
      'Invitation Declined': 'Invitation declined',
      Withdrawn: 'Withdrawn',
    });
  });

  it('orders every status exactly once', () => {
    expect([...ENTRY_STATUS_ORDER].sort()).toEqual([...ENTRY_STATUSES].sort());
  });

  it('counts a list by status so the counts add up to the list', () => {
    const entries = (['Applied', 'Not Applied', 'Hired', 'Applied', 'Invitation Declined'] as const).map((status) => ({
      status,
    }));
    const counts = countByEntryStatus(entries);
    expect(counts).toEqual([
      { status: 'Not Applied', count: 1 },
      { status: 'Applied', count: 2 },
      { status: 'Hired', count: 1 },
      { status: 'Invitation Declined', count: 1 },
    ]);
    expect(counts.reduce((sum, { count }) => sum + count, 0)).toBe(entries.length);
  });
});

describe('the campaign states', () => {
  it('moves open ⇄ closed, either to archived and archived back to closed, nothing else', () => {
    const allowed = new Map([
      ['open close', 'closed'],
      ['closed reopen', 'open'],
      ['open archive', 'archived'],
      ['closed archive', 'archived'],
      ['archived restore', 'closed'],
    ]);
    for (const status of CAMPAIGN_STATUSES) {
      for (const action of CAMPAIGN_STATUS_ACTIONS) {
        expect(nextCampaignStatus(status, action), `${status} ${action}`).toBe(
          allowed.get(`${status} ${action}`) ?? null,
        );
      }
    }
  });

  it('counts an open campaign past its application deadline as closed', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(effectiveCampaignStatus('open', null, now)).toBe('open');
    expect(effectiveCampaignStatus('open', '2026-11-26T12:00:01Z', now)).toBe('open');
    expect(effectiveCampaignStatus('open', new Date('2026-11-26T12:00:00Z'), now)).toBe('closed');
    expect(effectiveCampaignStatus('archived', '2020-01-01T00:00:00Z', now)).toBe('archived');
    expect(effectiveCampaignStatus('closed', '2030-01-01T00:00:00Z', now)).toBe('closed');
  });
});
