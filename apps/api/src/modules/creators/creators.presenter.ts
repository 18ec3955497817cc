import type { AdminCreator } from '@equicreators/shared';
import type { CreatorProfileRow } from './creators.repository.ts';

export function presentAdminCreator(
  creator: CreatorProfileRow & { email: string; status: 'active' | 'blocked' },
): AdminCreator {
  return {
    _id: creator.accountId,
    firstName: creator.firstName,
    lastName: creator.lastName,
    email: creator.email,
    verified: creator.verified,
    clubMember: creator.clubMember,
    status: creator.status,
    totalFollowers: creator.totalFollowers,
    dateJoined: creator.createdAt.toISOString(),
  };
}
