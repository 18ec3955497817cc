import type { AdminCreator, Influencer } from '@equicreators/shared';
import { publicFileUrl } from '../files/files.service.ts';
import type { CreatorProfileRow, CreatorRecord } from './creators.repository.ts';

/** Spec §3 Influencer, with the database's names translated (DECISIONS: API shape). */
export function presentInfluencer(creator: CreatorRecord): Influencer {
  return {
    _id: creator.accountId,
    firstName: creator.firstName,
    lastName: creator.lastName,
    email: creator.email,
    phoneNumber: creator.phoneNumber,
    bio: creator.bio,
    description: creator.description,
    niche: creator.niches,
    socialMediaLinks: creator.socialLinks.map((link) => ({
      id: link.id,
      link: link.link,
      followerCount: link.followerText,
      followers: link.followerCount,
    })),
    media: creator.avatarFileId ? publicFileUrl(creator.avatarFileId) : null,
    verified: creator.verified,
    totalFollowers: creator.totalFollowers,
    dateJoined: creator.createdAt.toISOString(),
  };
}

export function presentAdminCreator(
  creator: CreatorProfileRow & { email: string; status: 'active' | 'blocked' },
): AdminCreator {
  return {
    _id: creator.accountId,
    firstName: creator.firstName,
    lastName: creator.lastName,
    email: creator.email,
    verified: creator.verified,
    status: creator.status,
    totalFollowers: creator.totalFollowers,
    dateJoined: creator.createdAt.toISOString(),
  };
}
