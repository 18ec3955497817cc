import type { Order } from '@equicreators/shared';
import { describe, expect, it } from 'vitest';
import { readOrderState } from './order-location-state';

const ORDER: Order = {
  _id: '0b6f7c1e-2f55-4a4e-9d7a-3c1f0e2b9a11',
  orderId: '7a2e9c44-1d3b-4f80-b6a5-0c9e8d7f6a13',
  campaignTitle: 'Autumn Saddle Care Series',
  COEmail: 'hartwell@equicreators.test',
  companyName: 'Hartwell Saddlery',
  compensation: '$450 plus the full leather care kit',
  deadlines: 'Content live 1 October - 31 October',
  hiredAt: '2026-01-02T10:00:00.000Z',
  agreedFeeMinor: 45000,
  currency: 'USD',
  unreadCount: 1,
  notificationSent: true,
  progress: { state: 'in_progress', approved: 1, total: 2, overdue: 0, awaitingReview: 0 },
};

describe('readOrderState', () => {
  it('reads the order the table carried to its own page', () => {
    expect(readOrderState({ order: ORDER }, ORDER._id)).toEqual(ORDER);
  });

  it('ignores an order carried for another id', () => {
    expect(readOrderState({ order: ORDER }, '5d1b2a70-8c3e-4f6a-b2d9-7e4c0a1f3b22')).toBeNull();
  });

  it('ignores missing or malformed state', () => {
    expect(readOrderState(null, ORDER._id)).toBeNull();
    expect(readOrderState({ order: { _id: ORDER._id, campaignTitle: 'Half an order' } }, ORDER._id)).toBeNull();
    expect(readOrderState({ campaignId: ORDER._id }, ORDER._id)).toBeNull();
  });
});
