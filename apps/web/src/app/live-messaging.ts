import type { LiveEvent } from '@equicreators/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useUnreadCounts } from '@/features/messages/api/get-unread-counts';
import { useLiveStream } from '@/features/messages/hooks/use-live-stream';
import { campaignQueryKeys } from '@/features/campaigns/api/campaign-query-keys';
import { dealQueryKeys } from '@/features/deals/api/deal-query-keys';
import { notificationQueryKeys } from '@/features/notifications/api/notification-query-keys';
import { influencerQueryKeys } from '@/features/influencers/api/influencer-query-keys';
import { orderQueryKeys } from '@/features/orders/api/order-query-keys';
import { orderPaymentKeys } from '@/features/payments/api/order-payment-api';
import { payoutsKeys } from '@/features/payments/api/payouts-api';
import { SPEND_KEY } from '@/features/payments/api/spend-query';
import { ALL_ORDER_WORK_KEY, orderWorkKey } from '@/lib/order-work-key';
import { useSession } from '@/lib/session/use-session';

/**
 * The logged-in areas' live messaging (decision 010): one stream per tab for every user type (an
 * admin's carries notifications only), and the unread total for the account menu. The stream patches the messages feature's caches;
 * the lists that show dots, decisions or progress (creator's orders, brand's influencer list) refetch
 * here, where the features meet, and a `work` event refetches that order's Work panel (issue 22).
 */
export function useLiveMessaging(): { unreadTotal: number } {
  const { token, type } = useSession();
  const queryClient = useQueryClient();
  const viewer = type === 'brand' || type === 'contentCreator' ? type : null;
  const handleListsChanged = useCallback(
    (event: LiveEvent) => {
      if (event.type === 'work') {
        void queryClient.invalidateQueries({ queryKey: orderWorkKey(event.campaignId, event.creatorId), exact: true });
        // A close, a review or the payment itself moves the money: its section reads again (issue 46).
        void queryClient.invalidateQueries({ queryKey: orderPaymentKeys.order(event), exact: true });
        if (event.change === 'payment') {
          // The money pages of either side: the brand's spend, the creator's earnings.
          void queryClient.invalidateQueries({ queryKey: viewer === 'brand' ? SPEND_KEY : payoutsKeys.earnings });
        }
      }
      // The bell: its list and count again on every change and (re)connect (issue 30).
      if (event.type === 'notifications' || event.type === 'ready') {
        void queryClient.invalidateQueries({ queryKey: notificationQueryKeys.all });
        // What a notice announces shows on the page too: a creator's new invitation at the top of her
        // feed, a brand's new applicant or declined invitation on its campaigns.
        if (viewer === 'contentCreator')
          void queryClient.invalidateQueries({ queryKey: campaignQueryKeys.invitations() });
        if (viewer === 'brand') void queryClient.invalidateQueries({ queryKey: campaignQueryKeys.lists() });
        // A proposal or an answer on an order's deal is told by a notice (issue 31): the open deal reads again.
        void queryClient.invalidateQueries({ queryKey: dealQueryKeys.all });
        if (event.type === 'notifications') return;
      }
      if (event.type === 'ready') {
        void queryClient.invalidateQueries({ queryKey: ALL_ORDER_WORK_KEY });
        void queryClient.invalidateQueries({ queryKey: orderPaymentKeys.all });
      }
      if (viewer === 'contentCreator') void queryClient.invalidateQueries({ queryKey: orderQueryKeys.all });
      if (viewer === 'brand') void queryClient.invalidateQueries({ queryKey: influencerQueryKeys.brandLists() });
    },
    [queryClient, viewer],
  );
  useLiveStream({ account: type, token, onListsChanged: handleListsChanged });
  const unread = useUnreadCounts(Boolean(viewer && token));
  return { unreadTotal: unread.data?.total ?? 0 };
}
