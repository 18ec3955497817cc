import { notifications } from '../../db/schema/index.ts';
import type { RequestPlan } from './matrix-requests.ts';

/**
 * The notification centre's cells (issue 30): every user reads and clears their own; one
 * notification, the campaign owner's, is marked read by whoever asks (only its recipient: 200).
 */
export const NOTIFICATION_REQUESTS: Record<string, RequestPlan> = {
  'GET /api/notifications': { build: () => ({ url: '/api/notifications' }) },
  'POST /api/notifications/read-all': { build: () => ({ url: '/api/notifications/read-all' }) },
  'POST /api/notifications/{notificationId}/read': {
    build: async (world, context) => {
      const [row] = await context.db
        .insert(notifications)
        .values({
          recipientId: world.brandOwner.id,
          kind: 'application-received',
          campaignId: world.campaign.id,
          creatorId: world.applicant.id,
        })
        .returning({ id: notifications.id });
      if (!row) throw new Error('The notification insert returned no row');
      return { url: `/api/notifications/${row.id}/read` };
    },
  },
};
