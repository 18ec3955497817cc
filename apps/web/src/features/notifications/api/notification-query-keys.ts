/** Keys of the notification centre's queries: the bell's list (with the unread count). */
export const notificationQueryKeys = {
  all: ['notifications'] as const,
  list: () => ['notifications', 'list'] as const,
};
