import type { BrowsedInfluencer, OwnInfluencerProfile } from '@equicreators/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorPlatformStats, creatorProfiles, creatorSocialLinks } from '../../db/schema/index.ts';
import { sampleFacets } from '../../test/creator-facets.ts';
import { createBrand, createCreator, createLogin } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { alignLinksWithPlatformFigures } from '../creators/platform-followers-backfill.repository.ts';

const INSTAGRAM = 'https://www.instagram.com/ava.rides';
const TIKTOK = 'https://www.tiktok.com/@avarides';

/** Issue 46: one follower count per platform, whichever screen changes it and whoever reads it. */
describe("a platform's follower count", () => {
  let context: TestContext;
  let brand: string;
  let counter = 0;

  beforeAll(async () => {
    context = await createTestContext();
    brand = (await createLogin(context, await createBrand(context.db))).authorization;
  });
  afterAll(() => context.close());

  /** A creator with an Instagram link at 8.2k and a TikTok link at 24k, and figures for both. */
  async function creatorWithFigures(tiktokFollowers = 24_000) {
    counter += 1;
    const account = await createCreator(context.db, { email: `rider${counter}@followers.example` });
    const authorization = (await createLogin(context, account)).authorization;
    await editProfile(authorization, [
      { link: INSTAGRAM, followerCount: '8.2k' },
      { link: TIKTOK, followerCount: '24k' },
    ]);
    const saved = await putFacets(authorization, tiktokFollowers);
    expect(saved.statusCode).toBe(200);
    return { id: account.id, authorization };
  }
  const putFacets = (authorization: string, tiktokFollowers: number) => {
    const [instagram] = sampleFacets().platforms;
    if (!instagram) throw new Error('The sample has an Instagram figure');
    return context.app.inject({
      method: 'PUT',
      url: '/api/influencers/profile/facets',
      headers: { authorization },
      payload: sampleFacets({
        platforms: [
          { ...instagram, handle: '@ava.rides', followers: 8_200 },
          { ...instagram, platform: 'TikTok', handle: '@avarides', followers: tiktokFollowers },
        ],
      }),
    });
  };
  const editProfile = async (authorization: string, links: { link: string; followerCount: string }[]) => {
    const form = new FormData();
    const own = (
      await context.app.inject({ method: 'GET', url: '/api/influencers/profile', headers: { authorization } })
    ).json<OwnInfluencerProfile>();
    const values: Record<string, string> = {
      firstName: own.firstName,
      lastName: own.lastName,
      bio: 'Show jumper',
      description: 'Course walks',
      email: own.email,
      phoneNumber: '2025550100',
      niche: JSON.stringify(['Sports']),
      socialMediaLinks: JSON.stringify(links),
    };
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    const response = await context.app.inject({
      method: 'PUT',
      url: '/api/influencers/profile/edit',
      headers: { authorization },
      payload: form,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  /** What every reader shows of the TikTok figure: own profile, the brand's drawer and order sidebar. */
  async function readers(creator: { id: string; authorization: string }) {
    const own = (
      await context.app.inject({
        method: 'GET',
        url: '/api/influencers/profile',
        headers: { authorization: creator.authorization },
      })
    ).json<OwnInfluencerProfile>();
    const drawer = (
      await context.app.inject({
        method: 'GET',
        url: `/api/influencers/${creator.id}`,
        headers: { authorization: brand },
      })
    ).json<BrowsedInfluencer>();
    return [own, drawer].map((profile) => ({
      link: profile.socialMediaLinks.find((link) => link.link === TIKTOK)?.followers,
      figure: profile.facets.platforms.find((stats) => stats.platform === 'TikTok')?.followers,
      total: profile.totalFollowers,
    }));
  }

  it('changed in the equestrian profile, shows on the links and in the total', async () => {
    const ava = await creatorWithFigures();
    expect(await readers(ava)).toEqual([
      { link: 24_000, figure: 24_000, total: 32_200 },
      { link: 24_000, figure: 24_000, total: 32_200 },
    ]);
    expect((await putFacets(ava.authorization, 25_500)).statusCode).toBe(200);
    const shown = { link: 25_500, figure: 25_500, total: 33_700 };
    expect(await readers(ava)).toEqual([shown, shown]);
  });

  it('changed on the profile’s link, is the equestrian profile’s figure too', async () => {
    const ava = await creatorWithFigures();
    await editProfile(ava.authorization, [
      { link: INSTAGRAM, followerCount: '8.2k' },
      { link: TIKTOK, followerCount: '30k' },
    ]);
    const shown = { link: 30_000, figure: 30_000, total: 38_200 };
    expect(await readers(ava)).toEqual([shown, shown]);
  });

  it('that disagreed before is brought into step at start-up, once', async () => {
    const ava = await creatorWithFigures();
    // Rows as they were before one count per platform: the figure moved on, the link did not.
    await context.db
      .update(creatorPlatformStats)
      .set({ followers: 25_500 })
      .where(eq(creatorPlatformStats.creatorId, ava.id));
    await context.db
      .update(creatorSocialLinks)
      .set({ followerCount: 24_000, followerText: '24k' })
      .where(eq(creatorSocialLinks.link, TIKTOK));
    expect(await alignLinksWithPlatformFigures(context.db, context.clock.now())).toBeGreaterThan(0);
    expect(await alignLinksWithPlatformFigures(context.db, context.clock.now())).toBe(0);
    const [links, [profile]] = await Promise.all([
      context.db.select().from(creatorSocialLinks).where(eq(creatorSocialLinks.creatorId, ava.id)),
      context.db.select().from(creatorProfiles).where(eq(creatorProfiles.accountId, ava.id)),
    ]);
    expect(links.map((link) => [link.link, Number(link.followerCount)]).sort()).toEqual([
      [INSTAGRAM, 25_500],
      [TIKTOK, 25_500],
    ]);
    expect(links.find((link) => link.link === TIKTOK)?.followerText).toBe('25,500');
    expect(Number(profile?.totalFollowers)).toBe(51_000);
  });
});
