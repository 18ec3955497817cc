import type { DeliverableView, SubmissionView } from '@equicreators/shared';
import { describe, expect, it } from 'vitest';
import {
  asksShowcase,
  needsComment,
  partialDecisions,
  pendingSubmissions,
  reviewDecisions,
  showcaseStanding,
} from './work-rules';

const submission = (
  id: string,
  version: number,
  status: SubmissionView['status'],
  showcaseConsent: SubmissionView['showcaseConsent'] = { creator: false, brand: false },
): SubmissionView => ({
  id,
  deliverableId: 'unused',
  version,
  note: '',
  postUrl: null,
  attachments: [],
  status,
  reviewComment: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  reviewedAt: null,
  messageSeq: version,
  showcaseConsent,
});

const deliverable = (id: string, title: string, submissions: SubmissionView[]): DeliverableView => ({
  id,
  position: 0,
  title,
  quantity: null,
  dueAt: null,
  status: 'submitted',
  revisionRound: 0,
  overdue: false,
  approvedAt: null,
  submissions,
});

const WORK = {
  deliverables: [
    deliverable('d-reel', 'Reel', [
      submission('s-reel-1', 1, 'changes_requested'),
      submission('s-reel-2', 2, 'pending'),
    ]),
    deliverable('d-photo', 'Photos', [submission('s-photo-1', 1, 'approved')]),
    deliverable('d-story', 'Stories', [submission('s-story-1', 1, 'pending', { creator: true, brand: false })]),
  ],
};

describe('pendingSubmissions', () => {
  it('lists only the versions waiting for review, in the deliverables order', () => {
    expect(pendingSubmissions(WORK)).toEqual([
      { submissionId: 's-reel-2', deliverableId: 'd-reel', title: 'Reel', version: 2, showcaseAsked: false },
      { submissionId: 's-story-1', deliverableId: 'd-story', title: 'Stories', version: 1, showcaseAsked: true },
    ]);
  });
});

describe('Approve, Request changes and Partially Approve', () => {
  const pending = pendingSubmissions(WORK);

  it("a version's own 'Approve' or 'Request changes' decides that version alone", () => {
    const [reel] = pending;
    if (!reel) throw new Error('no pending reel');
    const approve = reviewDecisions({ kind: 'version', item: reel, outcome: 'approved' }, pending, new Set());
    expect(approve).toEqual([{ submissionId: 's-reel-2', outcome: 'approved' }]);
    expect(needsComment(approve)).toBe(false);
    const changes = reviewDecisions({ kind: 'version', item: reel, outcome: 'changes_requested' }, pending, new Set());
    expect(changes).toEqual([{ submissionId: 's-reel-2', outcome: 'changes_requested' }]);
    expect(needsComment(changes)).toBe(true);
  });

  it("'Partially Approve' as a request decides every pending version, the ticked ones approved", () => {
    expect(reviewDecisions({ kind: 'partial' }, pending, new Set(['d-reel']))).toEqual([
      { submissionId: 's-reel-2', outcome: 'approved' },
      { submissionId: 's-story-1', outcome: 'changes_requested' },
    ]);
  });

  it("'Partially Approve' approves the ticked deliverables and requests changes on the others", () => {
    const decisions = partialDecisions(pending, new Set(['d-story']));
    expect(decisions).toEqual([
      { submissionId: 's-reel-2', outcome: 'changes_requested' },
      { submissionId: 's-story-1', outcome: 'approved' },
    ]);
    expect(needsComment(decisions)).toBe(true);
  });

  it('a partial approval with everything ticked needs no comment', () => {
    expect(needsComment(partialDecisions(pending, new Set(['d-reel', 'd-story'])))).toBe(false);
  });
});

describe('portfolio consent', () => {
  const pending = pendingSubmissions(WORK);

  it('asks the brand about the portfolio only when it approves a version the creator asked to show', () => {
    expect(asksShowcase(partialDecisions(pending, new Set(['d-story'])), pending)).toBe(true);
    expect(asksShowcase(partialDecisions(pending, new Set(['d-reel'])), pending)).toBe(false);
    expect(asksShowcase([{ submissionId: 's-story-1', outcome: 'changes_requested' }], pending)).toBe(false);
  });

  it('says where an approved version stands for each party, and what each may change', () => {
    const standing = (creator: boolean, brand: boolean, viewer: 'brand' | 'contentCreator') =>
      showcaseStanding({ status: 'approved', showcaseConsent: { creator, brand } }, viewer);
    expect(standing(true, true, 'contentCreator')).toEqual({
      shown: true,
      text: 'Shown in portfolio',
      next: false,
      action: 'Remove from my portfolio',
    });
    expect(standing(true, true, 'brand')).toMatchObject({
      shown: true,
      next: false,
      action: 'Withdraw portfolio consent',
    });
    expect(standing(true, false, 'contentCreator')).toMatchObject({
      shown: false,
      text: 'Not shown: the brand has not agreed',
    });
    expect(standing(true, false, 'brand')).toMatchObject({ next: true, action: 'Allow in portfolio' });
    expect(standing(false, true, 'contentCreator')).toMatchObject({ next: true, action: 'Show in my portfolio' });
    expect(standing(false, true, 'brand').text).toBe('Not shown: the creator has not agreed');
    expect(standing(false, false, 'brand').text).toBe('Not shown in portfolio');
  });

  it('never calls a version shown before it is approved', () => {
    const early = showcaseStanding({ status: 'pending', showcaseConsent: { creator: true, brand: true } }, 'brand');
    expect(early.shown).toBe(false);
  });
});
