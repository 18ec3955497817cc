import { NotificationPageSchema } from '@equicreators/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { notificationQueryKeys } from './notification-query-keys';

/** How many the panel shows: the newest; the places they link to hold the rest. */
export const NOTIFICATIONS_SHOWN = 20;

/** GET /api/notifications: the caller's newest notifications and how many are unread. */
export function fetchNotifications(signal?: AbortSignal) {
  return apiRequest(`/notifications?pageSize=${NOTIFICATIONS_SHOWN}`, { schema: NotificationPageSchema, signal });
}

/**
 * The bell's list and count. The live stream refetches it on every change and (re)connect
 * (app/live-messaging.ts), so it never polls by itself.
 */
export function useNotifications(isEnabled: boolean) {
  return useQuery({
    queryKey: notificationQueryKeys.list(),
    queryFn: ({ signal }) => fetchNotifications(signal),
    enabled: isEnabled,
    staleTime: Infinity,
  });
}
