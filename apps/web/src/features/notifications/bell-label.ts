import { formatBadgeCount } from '@/components/ui/format-badge-count';

/** The bell's accessible name holds what it shows, the count included (WCAG 2.5.3). */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${formatBadgeCount(unread)} unread` : 'Notifications';
}
