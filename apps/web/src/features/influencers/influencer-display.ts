import type { Influencer } from '@equicreators/shared';
import type { GlyphSite } from '@/components/ui/site-glyph';

/**
 * What the card, avatar and statistics show of a creator. A browsed creator (`BrowsedInfluencer`)
 * and the creator's own profile (`OwnInfluencerProfile`) both satisfy it; e-mail and phone are
 * optional because a brand receives them only of the creators it has hired (DECISIONS: contact
 * details).
 */
export type InfluencerDisplay = Pick<
  Influencer,
  | '_id'
  | 'firstName'
  | 'lastName'
  | 'bio'
  | 'description'
  | 'niche'
  | 'socialMediaLinks'
  | 'media'
  | 'verified'
  | 'clubMember'
  | 'totalFollowers'
  | 'dateJoined'
  | 'rating'
  | 'facets'
> & {
  email?: string | undefined;
  phoneNumber?: string | undefined;
  thumbnail: string | null;
  /** The media kit a brand may open (browsed creators carry it; issue 46). */
  mediaKitHandle?: string | null | undefined;
};

/** What a brand reads where a creator it has not hired would show an e-mail and phone. */
export const CONTACT_AFTER_HIRE = 'Contact details are shared once you hire this creator.';

/** The creator's full name, as the card heading and the avatar's alternative text. */
export function fullName(person: Pick<Influencer, 'firstName' | 'lastName'>): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** The avatar letters: first letter of the first name and of the last name (spec §2 card). */
export function nameInitials(person: Pick<Influencer, 'firstName' | 'lastName'>): string {
  const first = Array.from(person.firstName.trim())[0] ?? '';
  const last = Array.from(person.lastName.trim())[0] ?? '';
  return `${first}${last}`.toLocaleUpperCase();
}

/** A link's host without 'www.' ('https://www.instagram.com/ava' → 'instagram.com'); the text itself when it is no URL. */
export function linkHost(link: string): string {
  const text = link.trim();
  try {
    // Creators often type 'instagram.com/ava' without the scheme.
    const url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    return url.hostname.replace(/^www\./i, '') || text;
  } catch {
    return text;
  }
}

/** The link as a safe address to open: http(s) only, a scheme added when missing; null otherwise. */
export function linkHref(link: string): string | null {
  const text = link.trim();
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const SITE_BY_HOST: readonly (readonly [RegExp, GlyphSite])[] = [
  [/(^|\.)instagram\.com$|(^|\.)instagr\.am$/, 'Instagram'],
  [/(^|\.)facebook\.com$|(^|\.)fb\.(com|me)$/, 'Facebook'],
  [/(^|\.)twitter\.com$|(^|\.)x\.com$|(^|\.)t\.co$/, 'X'],
  [/(^|\.)youtube\.com$|(^|\.)youtu\.be$/, 'YouTube'],
  [/(^|\.)tiktok\.com$/, 'TikTok'],
  [/(^|\.)github\.com$/, 'GitHub'],
];

/** The site a link belongs to, by its host; null for every other site (a generic link icon). */
export function siteOfLink(link: string): GlyphSite | null {
  const host = linkHost(link).toLowerCase();
  return SITE_BY_HOST.find(([pattern]) => pattern.test(host))?.[1] ?? null;
}

const JOINED_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** 'Joined' as a date a person reads ('3 March 2026'); the raw text when it is not a date. */
export function formatJoinedDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : JOINED_FORMAT.format(date);
}
