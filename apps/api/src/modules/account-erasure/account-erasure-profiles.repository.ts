import { DELETED_USER_NAME } from '@equicreators/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  brandProfiles,
  campaignEntries,
  campaigns,
  creatorNiches,
  creatorPlatformStats,
  creatorProfiles,
  creatorRatePackages,
  creatorSocialLinks,
  shortlistMembers,
  shortlists,
} from '../../db/schema/index.ts';

/**
 * The erasure's statements on the profiles. A profile row stays (campaign entries, campaigns and
 * with them threads, orders and payments hang on it by foreign keys that cascade), its personal
 * columns blanked; the rows that only describe the person are deleted.
 */

/** What names the person in text: their names, phone, handles, links, address, company. */
export async function findPersonTerms(tx: Database, accountId: string): Promise<string[]> {
  const [creator] = await tx
    .select({
      firstName: creatorProfiles.firstName,
      lastName: creatorProfiles.lastName,
      phone: creatorProfiles.phoneNumber,
      handle: creatorProfiles.handle,
    })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.accountId, accountId));
  const [brand] = await tx
    .select({
      fullName: brandProfiles.fullName,
      companyName: brandProfiles.companyName,
      phone: brandProfiles.phone,
      address: brandProfiles.brandAddress,
    })
    .from(brandProfiles)
    .where(eq(brandProfiles.accountId, accountId));
  const links = await tx
    .select({ link: creatorSocialLinks.link })
    .from(creatorSocialLinks)
    .where(eq(creatorSocialLinks.creatorId, accountId));
  const handles = await tx
    .select({ handle: creatorPlatformStats.handle })
    .from(creatorPlatformStats)
    .where(eq(creatorPlatformStats.creatorId, accountId));
  const terms = [
    ...(creator
      ? [
          `${creator.firstName} ${creator.lastName}`,
          creator.firstName,
          creator.lastName,
          creator.phone,
          creator.handle ?? '',
        ]
      : []),
    ...(brand ? [brand.fullName, brand.companyName, brand.phone, brand.address] : []),
    ...links.map((row) => row.link),
    ...handles.map((row) => row.handle),
  ];
  return terms.filter((term) => term !== '' && term !== DELETED_USER_NAME);
}

/**
 * A creator's profile: the name becomes DELETED_USER_NAME (every reader of the name shows it), every
 * other personal column empty; niches, links, platform figures, rates and shortlist places go; the
 * pitches they wrote to brands are emptied.
 */
export async function eraseCreatorProfile(tx: Database, accountId: string, now: Date): Promise<void> {
  await tx
    .update(creatorProfiles)
    .set({
      firstName: DELETED_USER_NAME,
      lastName: '',
      phoneNumber: '',
      bio: '',
      description: '',
      avatarFileId: null,
      verified: false,
      clubMember: false,
      clubMemberSince: null,
      totalFollowers: 0,
      disciplines: [],
      level: null,
      horseCount: null,
      breeds: [],
      country: null,
      region: null,
      languages: [],
      audienceCountries: [],
      handle: null,
      mediaKitVisibility: 'nobody',
      featuredAt: null,
      updatedAt: now,
    })
    .where(eq(creatorProfiles.accountId, accountId));
  await tx.delete(creatorNiches).where(eq(creatorNiches.creatorId, accountId));
  await tx.delete(creatorSocialLinks).where(eq(creatorSocialLinks.creatorId, accountId));
  await tx.delete(creatorPlatformStats).where(eq(creatorPlatformStats.creatorId, accountId));
  await tx.delete(creatorRatePackages).where(eq(creatorRatePackages.creatorId, accountId));
  await tx.delete(shortlistMembers).where(eq(shortlistMembers.creatorId, accountId));
  await tx
    .update(campaignEntries)
    .set({ pitch: '', pitchLinks: [], updatedAt: now })
    .where(eq(campaignEntries.creatorId, accountId));
}

/**
 * A brand's profile: the names become DELETED_USER_NAME, the rest empty, access off; its shortlists
 * go; its campaigns stay for the creators' orders and threads, archived (no one new applies), with
 * no contact address and the deleted name.
 */
export async function eraseBrandProfile(tx: Database, accountId: string, now: Date): Promise<void> {
  await tx
    .update(brandProfiles)
    .set({
      fullName: DELETED_USER_NAME,
      companyName: DELETED_USER_NAME,
      phone: '',
      brandDescription: '',
      influencerTypes: [],
      brandAddress: '',
      collaborationType: '',
      payment: false,
      comped: false,
      updatedAt: now,
    })
    .where(eq(brandProfiles.accountId, accountId));
  await tx.delete(shortlists).where(eq(shortlists.brandId, accountId));
  await tx
    .update(campaigns)
    .set({
      ownerEmail: '',
      companyName: DELETED_USER_NAME,
      brandName: DELETED_USER_NAME,
      status: sql`case when ${campaigns.status} = 'open' then 'archived' else ${campaigns.status} end`,
      updatedAt: now,
    })
    .where(eq(campaigns.brandId, accountId));
  // The offers name the brand's own accounts and links; the deal snapshots keep theirs (work kept).
  await tx
    .update(campaigns)
    .set({ offer: sql`jsonb_set(jsonb_set(${campaigns.offer}, '{mentions}', '[]'), '{links}', '[]')` })
    .where(sql`${campaigns.brandId} = ${accountId} and ${campaigns.offer} is not null`);
}
