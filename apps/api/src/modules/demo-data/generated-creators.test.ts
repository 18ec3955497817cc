import {
  FOLLOWER_RANGES,
  formatFollowerCount,
  isRegionOf,
  LEGAL_VERSION,
  matchesFollowerRange,
  NICHES,
  parseFollowerText,
} from '@equicreators/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  accounts,
  creatorNiches,
  creatorPlatformStats,
  creatorProfiles,
  creatorSocialLinks,
} from '../../db/schema/index.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { addGeneratedCreators, GENERATED_EMAIL_DOMAIN } from './generated-creators.repository.ts';

const COUNT = 3_000;

describe('generated creators (db:seed -- --creators N, the bench)', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('adds N creators with niches, links over every follower range, some verified and a few blocked', async () => {
    const outcome = await addGeneratedCreators(database.db, COUNT, { passwordHash: 'not-a-real-hash' });
    expect(outcome).toMatchObject({ requested: COUNT, added: COUNT });
    const db = database.db;

    const profiles = await db.select().from(creatorProfiles);
    expect(profiles).toHaveLength(COUNT);
    for (const range of FOLLOWER_RANGES) {
      const members = profiles.filter((profile) => matchesFollowerRange(profile.totalFollowers, range.id));
      // Log-uniform reach: even 700k-800k holds about 1 %.
      expect(members.length, range.id).toBeGreaterThanOrEqual(COUNT * 0.004);
    }
    // Each accepted the terms in force when they joined (issue 34), so a bench login is not asked.
    const terms = await db
      .select({ createdAt: accounts.createdAt, version: accounts.termsVersion, at: accounts.termsAcceptedAt })
      .from(accounts);
    expect(terms.every((row) => row.version === LEGAL_VERSION && row.at?.getTime() === row.createdAt.getTime())).toBe(
      true,
    );
    const verified = profiles.filter((profile) => profile.verified).length / COUNT;
    expect(verified).toBeGreaterThan(0.25);
    expect(verified).toBeLessThan(0.35);
    expect(new Set(profiles.map((profile) => profile.createdAt.toISOString().slice(0, 10))).size).toBeGreaterThan(300);
    // About 30 % rated, 1–40 ratings of 1–5 stars each; the others unrated (average 0, listed last).
    const rated = profiles.filter((profile) => profile.ratingCount > 0);
    expect(rated.length / COUNT).toBeGreaterThan(0.25);
    expect(rated.length / COUNT).toBeLessThan(0.35);
    expect(Math.max(...rated.map((profile) => profile.ratingCount))).toBeLessThanOrEqual(40);
    expect(new Set(rated.map((profile) => Math.round(profile.ratingAverage))).size).toBeGreaterThanOrEqual(3);
    for (const profile of rated) {
      expect(profile.ratingSum).toBeGreaterThanOrEqual(profile.ratingCount);
      expect(profile.ratingSum).toBeLessThanOrEqual(5 * profile.ratingCount);
    }
    expect(
      profiles.filter((profile) => profile.ratingCount === 0).every((profile) => profile.ratingAverage === 0),
    ).toBe(true);

    const creatorAccounts = await db.select().from(accounts);
    expect(creatorAccounts.every((account) => account.email.endsWith(`@${GENERATED_EMAIL_DOMAIN}`))).toBe(true);
    expect(creatorAccounts.filter((account) => account.status === 'blocked')).toHaveLength(COUNT / 100);

    const niches = await db.select().from(creatorNiches);
    expect(new Set(niches.map((row) => row.niche))).toEqual(new Set(NICHES));
    const nichesPerCreator = countBy(niches.map((row) => row.creatorId));
    expect(nichesPerCreator.size).toBe(COUNT);
    expect(Math.max(...nichesPerCreator.values())).toBeLessThanOrEqual(3);

    const links = await db.select().from(creatorSocialLinks);
    const linksPerCreator = countBy(links.map((link) => link.creatorId));
    expect(new Set(linksPerCreator.values())).toEqual(new Set([1, 2, 3, 4]));
    // The written text reads back as the stored count, as a creator's own form would store it.
    for (const link of links) {
      expect(parseFollowerText(link.followerText)).toBe(link.followerCount);
      expect(link.followerText).toBe(formatFollowerCount(link.followerCount));
    }
    const sums = new Map<string, number>();
    for (const link of links) sums.set(link.creatorId, (sums.get(link.creatorId) ?? 0) + link.followerCount);
    expect(profiles.every((profile) => sums.get(profile.accountId) === profile.totalFollowers)).toBe(true);
    // Different sites per creator.
    const sitesOf = new Map<string, Set<string>>();
    for (const link of links) {
      const site = new URL(link.link).host;
      sitesOf.set(link.creatorId, (sitesOf.get(link.creatorId) ?? new Set()).add(site));
    }
    expect([...sitesOf.entries()].every(([id, sites]) => sites.size === linksPerCreator.get(id))).toBe(true);
  });

  it('gives them the facets with the shape of the sport (issue 33)', async () => {
    const profiles = await database.db.select().from(creatorProfiles);
    const share = (test: (profile: (typeof profiles)[number]) => boolean) => profiles.filter(test).length / COUNT;
    const riding = (discipline: string) => share((profile) => profile.disciplines.includes(discipline));
    expect(profiles.every((profile) => profile.disciplines.length >= 1 && profile.disciplines.length <= 3)).toBe(true);
    for (const common of ['show-jumping', 'dressage', 'trail-leisure', 'eventing']) {
      expect(riding(common), common).toBeGreaterThan(0.15);
    }
    for (const rare of ['vaulting', 'para-equestrian', 'polo']) {
      expect(riding(rare), rare).toBeGreaterThan(0);
      expect(riding(rare), rare).toBeLessThan(0.02);
    }
    expect(share((profile) => profile.level === 'leisure' || profile.level === 'amateur')).toBeGreaterThan(0.6);
    const countries = countBy(profiles.flatMap((profile) => (profile.country ? [profile.country] : [])));
    const top = [...countries.entries()].sort((a, b) => b[1] - a[1]).map(([code]) => code);
    expect(top.slice(0, 3)).toEqual(['US', 'GB', 'DE']);
    expect(new Set(top.slice(0, 7))).toEqual(new Set(['US', 'GB', 'DE', 'NL', 'FR', 'IE', 'AU']));
    for (const profile of profiles) {
      if (profile.region) expect(isRegionOf(profile.region, profile.country ?? '')).toBe(true);
      expect(profile.languages.length).toBeGreaterThan(0);
    }
    expect(share((profile) => profile.country === 'DE' && profile.languages.includes('de'))).toBeCloseTo(
      share((profile) => profile.country === 'DE'),
    );

    const stats = await database.db.select().from(creatorPlatformStats);
    const perCreator = countBy(stats.map((row) => row.creatorId));
    expect(perCreator.size).toBe(COUNT);
    expect(new Set(perCreator.values())).toEqual(new Set([1, 2, 3]));
    const usual = stats.filter((row) => row.engagementBasisPoints >= 100 && row.engagementBasisPoints <= 600);
    expect(usual.length / stats.length).toBeGreaterThan(0.75);
    // The profile's audience countries are every platform's, and home comes first in each list.
    const audienceOf = new Map<string, Set<string>>();
    for (const row of stats) {
      const countriesOf = audienceOf.get(row.creatorId) ?? new Set();
      for (const entry of row.audienceCountries) countriesOf.add(entry.country);
      audienceOf.set(row.creatorId, countriesOf);
    }
    for (const profile of profiles) {
      expect(profile.audienceCountries).toEqual([...(audienceOf.get(profile.accountId) ?? [])].sort());
      if (profile.country) expect(profile.audienceCountries).toContain(profile.country);
    }
  });

  it('adds only what is missing when run again', async () => {
    const again = await addGeneratedCreators(database.db, COUNT + 10, { passwordHash: 'not-a-real-hash' });
    expect(again.added).toBe(10);
    const [row] = await database.db.select({ total: count() }).from(creatorProfiles);
    expect(row?.total).toBe(COUNT + 10);
    const [first] = await database.db
      .select({ email: accounts.email })
      .from(accounts)
      .where(eq(accounts.id, 'c0000000-0000-4000-8000-000000000001'));
    expect(first?.email).toMatch(new RegExp(`^[a-z]+\\.[a-z]+\\.1@${GENERATED_EMAIL_DOMAIN}$`));
  });
});

function countBy(keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}
