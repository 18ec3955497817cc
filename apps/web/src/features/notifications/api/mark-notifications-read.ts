import { NotificationUnreadSchema, type NotificationPage } from '@equicreators/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { notificationQueryKeys } from './notification-query-keys';

/** POST /api/notifications/{id}/read, or /read-all without an id. */
function markRead(notificationId: string | null) {
  const path = notificationId ? `/notifications/${encodeURIComponent(notificationId)}/read` : '/notifications/read-all';
  return apiRequest(path, { method: 'POST', schema: NotificationUnreadSchema });
}

/** The list as it is once `notificationId` (or every one, for null) is read. */
function readIn(page: NotificationPage | undefined, notificationId: string | null, at: string) {
  if (!page) return page;
  const items = page.items.map((item) =>
    item.readAt === null && (notificationId === null || item._id === notificationId) ? { ...item, readAt: at } : item,
  );
  const newlyRead = page.items.filter((item, index) => item.readAt === null && items[index]?.readAt !== null).length;
  return { ...page, items, unread: Math.max(0, page.unread - newlyRead) };
}

/**
 * Marks one notification (or all, given null) read: at once in the bell, then on the server,
 * whose count wins; a failure puts the list back as the server has it.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onMutate: async (notificationId) => {
      await queryClient.cancelQueries({ queryKey: notificationQueryKeys.list() });
      queryClient.setQueryData<NotificationPage>(notificationQueryKeys.list(), (page) =>
        readIn(page, notificationId, new Date().toISOString()),
      );
    },
    onSuccess: ({ unread }) => {
      queryClient.setQueryData<NotificationPage>(notificationQueryKeys.list(), (page) =>
        page ? { ...page, unread } : page,
      );
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: notificationQueryKeys.list() }),
  });
}
