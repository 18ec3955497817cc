import type { BrandInfluencerRow, BrowsedInfluencer, OwnInfluencerProfile } from '@equicreators/shared';
import type { CreatorRecord } from '../creators/creators.repository.ts';
import { publicFileUrl } from '../files/files.service.ts';
import { presentRatingSummary } from '../ratings/rating-summary.presenter.ts';
import type { BrandInfluencerRecord } from './brand-influencers.repository.ts';
import type { BrowsedLink } from './creator-aggregates.repository.ts';
import type { BrowsedCreatorRecord } from './influencer-browse.repository.ts';

/** Whether the viewer may see a creator's e-mail and phone: paid brands and admins (DECISIONS). */
export type ContactVisibility = { showContact: boolean };

function pictureOf(avatarFileId: string | null) {
  return {
    media: avatarFileId ? publicFileUrl(avatarFileId) : null,
    thumbnail: avatarFileId ? publicFileUrl(avatarFileId, 'thumbnail') : null,
  };
}

function presentLinks(links: readonly BrowsedLink[]) {
  return links.map((link) => ({
    id: link.id,
    link: link.link,
    followerCount: link.followerText,
    followers: Number(link.followerCount),
  }));
}

/** A creator on the brand's browse and drawer; contact details only when the viewer may see them. */
export function presentBrowsedInfluencer(
  creator: BrowsedCreatorRecord,
  { showContact }: ContactVisibility,
): BrowsedInfluencer {
  const influencer: BrowsedInfluencer = {
    _id: creator.accountId,
    firstName: creator.firstName,
    lastName: creator.lastName,
    bio: creator.bio,
    description: creator.description,
    niche: creator.niches,
    socialMediaLinks: presentLinks(creator.socialLinks),
    ...pictureOf(creator.avatarFileId),
    verified: creator.verified,
    clubMember: creator.clubMember,
    totalFollowers: creator.totalFollowers,
    dateJoined: creator.createdAt.toISOString(),
    rating: presentRatingSummary(creator),
  };
  // The keys are left out, not emptied, for an unpaid brand.
  if (showContact) {
    influencer.email = creator.email;
    influencer.phoneNumber = creator.phoneNumber;
  }
  return influencer;
}

/** The creator's own profile, with the address that waits for its confirmation link. */
export function presentOwnProfile(creator: CreatorRecord, pendingEmail: string | null): OwnInfluencerProfile {
  return {
    _id: creator.accountId,
    firstName: creator.firstName,
    lastName: creator.lastName,
    email: creator.email,
    phoneNumber: creator.phoneNumber,
    bio: creator.bio,
    description: creator.description,
    niche: creator.niches,
    socialMediaLinks: presentLinks(creator.socialLinks),
    ...pictureOf(creator.avatarFileId),
    verified: creator.verified,
    clubMember: creator.clubMember,
    totalFollowers: creator.totalFollowers,
    dateJoined: creator.createdAt.toISOString(),
    rating: presentRatingSummary(creator),
    pendingEmail,
  };
}

/** One row of the brand's influencer list. */
export function presentBrandInfluencer(
  row: BrandInfluencerRecord,
  { showContact }: ContactVisibility,
): BrandInfluencerRow {
  const presented: BrandInfluencerRow = {
    _id: row.accountId,
    firstName: row.firstName,
    lastName: row.lastName,
    niche: row.niches,
    socialMediaLinks: presentLinks(row.socialLinks),
    ...pictureOf(row.avatarFileId),
    status: row.hired ? 'Hired' : 'Pending',
    campaigns: row.campaigns,
    unreadCount: row.unreadCount,
    notificationSent: row.unreadCount > 0,
  };
  if (showContact) presented.email = row.email;
  return presented;
}
