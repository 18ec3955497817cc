import { UI_LIMITS } from '@equicreators/shared';

/** The text on a count badge: the count itself, or '99+' past the maximum (spec §9: badge maximum 99). */
export function formatBadgeCount(count: number): string {
  return count > UI_LIMITS.badgeMax ? `${UI_LIMITS.badgeMax}+` : String(count);
}
