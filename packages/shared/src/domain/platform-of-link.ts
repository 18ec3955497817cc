import type { StatPlatform } from './equestrian.ts';

/** A link's host: after an optional scheme, up to the first '/', '?', '#' or ':'. */
const HOST = /^(?:[a-z][a-z0-9+.-]*:\/\/)?([^/?#:]+)/;

const PLATFORM_BY_HOST: readonly (readonly [RegExp, StatPlatform])[] = [
  [/(^|\.)instagram\.com$|(^|\.)instagr\.am$/, 'Instagram'],
  [/(^|\.)tiktok\.com$/, 'TikTok'],
  [/(^|\.)youtube\.com$|(^|\.)youtu\.be$/, 'YouTube'],
  [/(^|\.)facebook\.com$|(^|\.)fb\.(com|me)$/, 'Facebook'],
];

/**
 * The platform a social link is on, by its host ('instagram.com/ava' without a scheme too); null
 * for a site the equestrian profile keeps no figures for. A link on a platform with figures shows
 * the figures' follower count (issue 46: one source for a platform's figures).
 */
export function statPlatformOfLink(link: string): StatPlatform | null {
  // The host by a pattern, as the start-up step reads it in SQL (platform-followers-backfill).
  const host = HOST.exec(link.trim().toLowerCase())?.[1]?.replace(/^www[.]/, '');
  if (!host) return null;
  return PLATFORM_BY_HOST.find(([pattern]) => pattern.test(host))?.[1] ?? null;
}
