import type { DeliverableView, SubmissionView } from '@equicreators/shared';
import { describe, expect, it } from 'vitest';
import { approveAllDecisions, needsComment, partialDecisions, pendingSubmissions } from './work-rules';

const submission = (id: string, version: number, status: SubmissionView['status']): SubmissionView => ({
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
    deliverable('d-story', 'Stories', [submission('s-story-1', 1, 'pending')]),
  ],
};

describe('pendingSubmissions', () => {
  it('lists only the versions waiting for review, in the deliverables order', () => {
    expect(pendingSubmissions(WORK)).toEqual([
      { submissionId: 's-reel-2', deliverableId: 'd-reel', title: 'Reel', version: 2 },
      { submissionId: 's-story-1', deliverableId: 'd-story', title: 'Stories', version: 1 },
    ]);
  });
});

describe('Approve and Partially Approve', () => {
  const pending = pendingSubmissions(WORK);

  it("'Approve' approves every pending submission shown, and nothing already decided", () => {
    expect(approveAllDecisions(pending)).toEqual([
      { submissionId: 's-reel-2', outcome: 'approved' },
      { submissionId: 's-story-1', outcome: 'approved' },
    ]);
    expect(needsComment(approveAllDecisions(pending))).toBe(false);
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
