import { describe, expect, it } from 'vitest';
import {
  areRatingsPublished,
  canSubmitDeliverable,
  defaultDeliverablePlan,
  deliverableStatusLabel,
  dueDateFromText,
  isDeliverableOverdue,
  isDueDayPast,
  isRatingEditable,
  isThreadWritable,
  orderState,
  progressLabel,
  ratingAverage,
  ratingEditableUntil,
  ratingsPublishedFrom,
  threadWritableUntil,
  WORK_LIMITS,
} from './order-work.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('defaultDeliverablePlan', () => {
  it('makes one deliverable per non-empty line, bullets and numbers removed', () => {
    const text = [
      '- Instagram reel',
      '',
      '* Three stories',
      '• Unboxing photo set',
      '1. Blog post',
      '2) Story',
      '   ',
    ].join('\r\n');
    expect(defaultDeliverablePlan(text, '').map((item) => item.title)).toEqual([
      'Instagram reel',
      'Three stories',
      'Unboxing photo set',
      'Blog post',
      'Story',
    ]);
  });

  it('keeps a line that only starts like a number (a count, not a bullet)', () => {
    expect(defaultDeliverablePlan('3 Stories with a link sticker', '')[0]?.title).toBe('3 Stories with a link sticker');
  });

  it('takes at most ten deliverables and cuts long titles', () => {
    const lines = Array.from({ length: 12 }, (_, index) => `Item ${String(index)}`).join('\n');
    expect(defaultDeliverablePlan(lines, '')).toHaveLength(WORK_LIMITS.maxDeliverables);
    const [long] = defaultDeliverablePlan('x'.repeat(300), '');
    expect(long?.title).toHaveLength(WORK_LIMITS.deliverableTitle);
  });

  it('gives nothing for an empty text, and no quantity', () => {
    expect(defaultDeliverablePlan(' \n\n ', '2026-10-31')).toEqual([]);
    expect(defaultDeliverablePlan('Reel', '')).toEqual([{ title: 'Reel', quantity: null, dueAt: null }]);
  });

  it('dates every deliverable at the end (UTC) of the day the deadline names with a year', () => {
    const plan = defaultDeliverablePlan('Reel\nStories', 'Content live by 2026-10-31');
    expect(plan.map((item) => item.dueAt)).toEqual(['2026-10-31T23:59:59.000Z', '2026-10-31T23:59:59.000Z']);
  });
});

describe('dueDateFromText', () => {
  it('reads an ISO day anywhere in the text', () => {
    expect(dueDateFromText('Post between now and 2026-11-15, please')).toBe('2026-11-15T23:59:59.000Z');
  });

  it('reads a worded day with a year', () => {
    expect(dueDateFromText('15 November 2026')).toBe('2026-11-15T23:59:59.000Z');
    expect(dueDateFromText('November 15, 2026')).toBe('2026-11-15T23:59:59.000Z');
  });

  it('reads a month without a day as due on its last day (issue 28)', () => {
    expect(dueDateFromText('Dec 2099')).toBe('2099-12-31T23:59:59.000Z');
    expect(dueDateFromText('December 2099')).toBe('2099-12-31T23:59:59.000Z');
    expect(dueDateFromText('Content live by Dec 2099')).toBe('2099-12-31T23:59:59.000Z');
    expect(dueDateFromText('Feb 2027')).toBe('2027-02-28T23:59:59.000Z');
    expect(dueDateFromText('Feb 2028')).toBe('2028-02-29T23:59:59.000Z');
    expect(dueDateFromText('February, 2027')).toBe('2027-02-28T23:59:59.000Z');
    expect(dueDateFromText('2027-02')).toBe('2027-02-28T23:59:59.000Z');
    expect(dueDateFromText('Posts in 2027-04, please')).toBe('2027-04-30T23:59:59.000Z');
  });

  it('keeps a full date exact, the 1st included', () => {
    expect(dueDateFromText('1 December 2099')).toBe('2099-12-01T23:59:59.000Z');
    expect(dueDateFromText('Dec 1, 2099')).toBe('2099-12-01T23:59:59.000Z');
    expect(dueDateFromText('2099-12-01')).toBe('2099-12-01T23:59:59.000Z');
    expect(dueDateFromText('28 Feb 2027')).toBe('2027-02-28T23:59:59.000Z');
  });

  it('reads nothing without a year, or from words that are no date', () => {
    expect(dueDateFromText('Post by 15 November')).toBeNull();
    expect(dueDateFromText('Visit dates in May; content within 2 weeks')).toBeNull();
    expect(dueDateFromText('Sometime in 2026, we hope')).toBeNull();
    expect(dueDateFromText('')).toBeNull();
  });
});

describe('isDueDayPast', () => {
  const now = new Date('2026-06-10T12:00:00Z');

  it('reads today in the zone the date was written in: its end is fine, the day before is past', () => {
    expect(isDueDayPast('2026-06-10T23:59:59Z', now)).toBe(false);
    expect(isDueDayPast('2026-06-10T00:00:00Z', now)).toBe(false);
    expect(isDueDayPast('2026-06-09T23:59:59Z', now)).toBe(true);
    // At 12:00 UTC it is already 11 June in UTC+14, and still 10 June in UTC−12.
    expect(isDueDayPast('2026-06-10T23:59:59+14:00', now)).toBe(true);
    expect(isDueDayPast('2026-06-11T23:59:59+14:00', now)).toBe(false);
    expect(isDueDayPast('2026-06-10T23:59:59-12:00', now)).toBe(false);
    expect(isDueDayPast('2026-06-09T23:59:59-12:00', now)).toBe(true);
    expect(isDueDayPast('2026-06-10T23:59:59+0530', now)).toBe(false);
  });

  it('refuses a date long gone', () => {
    expect(isDueDayPast('2020-01-01T23:59:59Z', now)).toBe(true);
  });
});

describe('orderState', () => {
  it('is in progress until every deliverable is approved, then ready to close', () => {
    expect(orderState([{ status: 'approved' }, { status: 'submitted' }], null)).toBe('in_progress');
    expect(orderState([{ status: 'approved' }, { status: 'approved' }], null)).toBe('ready_to_close');
  });

  it('is in progress with no deliverables at all', () => {
    expect(orderState([], null)).toBe('in_progress');
  });

  it('keeps how a closed order was closed', () => {
    expect(orderState([{ status: 'approved' }], 'completed')).toBe('completed');
    expect(orderState([{ status: 'not_started' }], 'cancelled')).toBe('cancelled');
  });
});

describe('isDeliverableOverdue', () => {
  const now = new Date('2026-06-10T12:00:00Z');
  const past = '2026-06-10T11:59:59Z';

  it('is overdue once the due instant has passed and it is not approved', () => {
    expect(isDeliverableOverdue({ status: 'not_started', dueAt: past }, false, now)).toBe(true);
    expect(isDeliverableOverdue({ status: 'changes_requested', dueAt: new Date(past) }, false, now)).toBe(true);
  });

  it('is not overdue at or before the due instant, without a date, approved, or closed', () => {
    expect(isDeliverableOverdue({ status: 'submitted', dueAt: now.toISOString() }, false, now)).toBe(false);
    expect(isDeliverableOverdue({ status: 'submitted', dueAt: null }, false, now)).toBe(false);
    expect(isDeliverableOverdue({ status: 'approved', dueAt: past }, false, now)).toBe(false);
    expect(isDeliverableOverdue({ status: 'not_started', dueAt: past }, true, now)).toBe(false);
  });
});

describe('canSubmitDeliverable', () => {
  it('takes a version when nothing waits and nothing is final', () => {
    expect(canSubmitDeliverable('not_started', false)).toBe(true);
    expect(canSubmitDeliverable('changes_requested', false)).toBe(true);
    expect(canSubmitDeliverable('submitted', false)).toBe(false);
    expect(canSubmitDeliverable('approved', false)).toBe(false);
    expect(canSubmitDeliverable('not_started', true)).toBe(false);
  });
});

describe('isThreadWritable', () => {
  const closedAt = new Date('2026-06-01T00:00:00Z');

  it('is writable while open and for 14 days after the close, then read-only', () => {
    expect(isThreadWritable(null, new Date('2030-01-01T00:00:00Z'))).toBe(true);
    expect(threadWritableUntil(null)).toBeNull();
    expect(threadWritableUntil(closedAt)?.toISOString()).toBe('2026-06-15T00:00:00.000Z');
    expect(isThreadWritable(closedAt, new Date(closedAt.getTime() + 14 * DAY - 1))).toBe(true);
    expect(isThreadWritable(closedAt.toISOString(), new Date(closedAt.getTime() + 14 * DAY))).toBe(false);
  });
});

describe('isRatingEditable', () => {
  const createdAt = '2026-06-01T08:00:00.000Z';

  it('is editable for 14 days after it was given', () => {
    expect(ratingEditableUntil(createdAt).toISOString()).toBe('2026-06-15T08:00:00.000Z');
    expect(isRatingEditable(createdAt, new Date(Date.parse(createdAt) + 14 * DAY - 1))).toBe(true);
    expect(isRatingEditable(new Date(createdAt), new Date(Date.parse(createdAt) + 14 * DAY))).toBe(false);
  });
});

describe('areRatingsPublished', () => {
  const closedAt = '2026-06-01T08:00:00.000Z';

  it('publishes once both sides rated, or 14 days after the close', () => {
    expect(ratingsPublishedFrom(closedAt).toISOString()).toBe('2026-06-15T08:00:00.000Z');
    const at = (offset: number) => new Date(Date.parse(closedAt) + offset);
    expect(areRatingsPublished({ hasBothRatings: false, closedAt, now: at(14 * DAY - 1) })).toBe(false);
    expect(areRatingsPublished({ hasBothRatings: false, closedAt, now: at(14 * DAY) })).toBe(true);
    expect(areRatingsPublished({ hasBothRatings: true, closedAt, now: at(1) })).toBe(true);
    expect(areRatingsPublished({ hasBothRatings: false, closedAt: null, now: at(100 * DAY) })).toBe(false);
  });
});

describe('ratingAverage', () => {
  it('is null without ratings and rounded to one decimal otherwise', () => {
    expect(ratingAverage(0, 0)).toBeNull();
    expect(ratingAverage(5, 1)).toBe(5);
    expect(ratingAverage(14, 3)).toBe(4.7);
    expect(ratingAverage(13, 3)).toBe(4.3);
  });
});

describe('labels', () => {
  it('names each status, with the round of changes', () => {
    expect(deliverableStatusLabel('not_started', 0)).toBe('Not started');
    expect(deliverableStatusLabel('submitted', 0)).toBe('Submitted');
    expect(deliverableStatusLabel('changes_requested', 2)).toBe('Changes requested (round 2)');
    expect(deliverableStatusLabel('changes_requested', 0)).toBe('Changes requested (round 1)');
    expect(deliverableStatusLabel('approved', 1)).toBe('Approved');
  });

  it('says how far the order is', () => {
    expect(progressLabel(2, 3)).toBe('2 of 3 approved');
    expect(progressLabel(0, 0)).toBe('No deliverables');
  });
});
