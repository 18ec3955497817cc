import type {
  BrandInfluencerRow,
  BrowsedInfluencer,
  InfluencerDetail,
  OwnInfluencerProfile,
} from '@equicreators/shared';
import { presentFacets } from '../creator-facets/creator-facets.presenter.ts';
import { showsContactOf, type ContactVisibility } from '../creators/contact-visibility.ts';
import type { CreatorRecord } from '../creators/creators.repository.ts';
import { publicFileUrl } from '../files/files.service.ts';
import { presentPackage } from '../media-kits/media-kits.presenter.ts';
import type { RatePackageRow } from '../media-kits/media-kits.repository.ts';
import { presentRatingSummary } from '../ratings/rating-summary.presenter.ts';
import type { BrandInfluencerWithProgress } from './brand-influencers.service.ts';
import type { BrowsedLink } from './creator-aggregates.repository.ts';
import type { BrowsedCreatorRecord } from './influencer-browse.repository.ts';

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
  visibility: ContactVisibility,
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
    facets: presentFacets(creator, creator.platformStats),
    mediaKitHandle: sharedKitHandleOf(creator),
  };
  // The keys are left out, not emptied, for a brand that has not hired this creator.
  if (showsContactOf(visibility, creator.accountId)) {
    influencer.email = creator.email;
    influencer.phoneNumber = creator.phoneNumber;
  }
  return influencer;
}

/**
 * The statistics drawer's creator: as on browse, with the rates and packages of a kit the creator
 * shows to brands (none of a hidden kit: the creator keeps those to themself).
 */
export function presentInfluencerDetail(
  creator: BrowsedCreatorRecord,
  visibility: ContactVisibility,
  packages: readonly RatePackageRow[],
): InfluencerDetail {
  const browsed = presentBrowsedInfluencer(creator, visibility);
  return { ...browsed, packages: browsed.mediaKitHandle ? packages.map(presentPackage) : [] };
}

/** The media kit's handle when brands may open it ('anyone' or 'brands'); a hidden kit has none. */
function sharedKitHandleOf(creator: Pick<BrowsedCreatorRecord, 'handle' | 'mediaKitVisibility'>): string | null {
  return creator.handle && creator.mediaKitVisibility !== 'nobody' ? creator.handle : null;
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
    facets: presentFacets(creator, creator.platformStats),
    pendingEmail,
  };
}

/**
 * One row of the brand's influencer list: the e-mail only of a creator it has hired (the list is the
 * brand's own campaigns, so Hired is exactly "hired by this brand"; DECISIONS: contact details).
 */
export function presentBrandInfluencer(row: BrandInfluencerWithProgress): BrandInfluencerRow {
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
  if (row.hired) presented.email = row.email;
  return presented;
}
