import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  accounts,
  authCodes,
  billingCustomers,
  brandProfiles,
  campaignEntries,
  campaignImages,
  campaigns,
  contactMessages,
  creatorNiches,
  creatorPlatformStats,
  creatorProfiles,
  creatorRatePackages,
  creatorSocialLinks,
  dataExports,
  emailChanges,
  emailPreferences,
  invitations,
  mailOutbox,
  newsletterSubscriptions,
  passwordResets,
  rateLimits,
  shortlistMembers,
  shortlists,
} from '../db/schema/index.ts';
import { storeImage } from '../modules/files/files.service.ts';
import { tinyPng } from './factories.ts';
import { messageCalls } from './message-threads.ts';
import { workCalls } from './order-work.ts';
import { createPaidOrder } from './paid-orders.ts';
import type { FakeStripe } from './stripe/fake-stripe-server.ts';
import type { TestContext } from './test-context.ts';

/**
 * Every trace of the person a fixture erases, distinctive enough that a search of the whole
 * database for one of them finds only that person's data.
 */
export const CREATOR_TRACES = {
  email: 'zephyrine.quillfeather@example.test',
  newEmail: 'zeph.elsewhere@example.test',
  firstName: 'Zephyrine',
  lastName: 'Quillfeather',
  phone: '+44 7700 900461',
  bio: 'Rides a grey mare called Thistledown',
  description: 'Pony Club instructor in Upper Slaughter',
  handle: 'zephyrine-rides',
  link: 'https://instagram.com/zephyrinequill',
  platformHandle: '@zephyquill',
  pitch: 'I school young horses at Wychwood Farm',
  contact: 'Please call me at Wychwood Farm',
  ratePackage: 'Wychwood reel bundle',
} as const;

export const BRAND_TRACES = {
  email: 'octavia@brambleworth.example',
  newEmail: 'octavia.b@elsewhere.example',
  fullName: 'Octavia Brambleworth',
  companyName: 'Brambleworth Tack',
  phone: '+44 20 7946 0718',
  address: '9 Furlong Row, Marlborough',
  description: 'Bridles sewn by Octavia herself',
  shortlist: 'Octavia favourites',
  contact: 'Our saddler Mr Pennywhistle will ring you',
} as const;

const SEVEN_DAYS = 7 * 24 * 60 * 60 * 1000;

/**
 * A paid order between a brand and a creator, both with data in every personal column: profiles,
 * pictures and campaign images in storage, messages both ways with attachments, delivered and
 * approved work, the payment held then released, ratings both ways, shortlists, newsletter,
 * exports, sessions, codes, links and mail.
 */
export async function createErasureWorld(context: TestContext, fake: FakeStripe) {
  const order = await createPaidOrder(context, fake);
  const { db, storage } = context;
  const now = context.clock.now();
  const creatorId = order.hired.id;
  const brandId = order.brand.id;
  await db
    .update(accounts)
    .set({ email: CREATOR_TRACES.email, lastLoginAt: now, termsVersion: '2026-11-27', termsAcceptedAt: now })
    .where(eq(accounts.id, creatorId));
  await db
    .update(accounts)
    .set({ email: BRAND_TRACES.email, lastLoginAt: now, termsVersion: '2026-11-27', termsAcceptedAt: now })
    .where(eq(accounts.id, brandId));

  const avatar = await storeImage(db, storage, {
    bytes: await tinyPng(),
    purpose: 'avatar',
    visibility: 'public',
    ownerAccountId: creatorId,
    originalName: 'zephyrine-portrait.png',
  });
  await db
    .update(creatorProfiles)
    .set({
      firstName: CREATOR_TRACES.firstName,
      lastName: CREATOR_TRACES.lastName,
      phoneNumber: CREATOR_TRACES.phone,
      bio: CREATOR_TRACES.bio,
      description: CREATOR_TRACES.description,
      avatarFileId: avatar.id,
      verified: true,
      clubMember: true,
      clubMemberSince: now,
      totalFollowers: 12_400,
      disciplines: ['eventing'],
      level: 'amateur',
      horseCount: 2,
      breeds: ['Connemara'],
      country: 'GB',
      region: 'GB-GLS',
      languages: ['en'],
      audienceCountries: ['GB'],
      handle: CREATOR_TRACES.handle,
      mediaKitVisibility: 'anyone',
      featuredAt: now,
    })
    .where(eq(creatorProfiles.accountId, creatorId));
  await db.insert(creatorNiches).values({ creatorId, niche: 'Equestrian' });
  await db
    .insert(creatorSocialLinks)
    .values({ creatorId, link: CREATOR_TRACES.link, followerText: '12.4K', followerCount: 12_400 });
  await db.insert(creatorPlatformStats).values({
    creatorId,
    platform: 'Instagram',
    handle: CREATOR_TRACES.platformHandle,
    followers: 12_400,
    engagementBasisPoints: 345,
    audienceCountries: [{ country: 'GB', percent: 80 }],
    ageBands: [{ band: '25-34', percent: 60 }],
    gender: { female: 80, male: 18, other: 2 },
    asOf: '2026-11-01',
  });
  await db
    .insert(creatorRatePackages)
    .values({ creatorId, title: CREATOR_TRACES.ratePackage, priceMinor: 30_000, currency: 'GBP' });
  await db
    .update(campaignEntries)
    .set({ pitch: CREATOR_TRACES.pitch, pitchLinks: [CREATOR_TRACES.link] })
    .where(eq(campaignEntries.creatorId, creatorId));

  await db
    .update(brandProfiles)
    .set({
      fullName: BRAND_TRACES.fullName,
      companyName: BRAND_TRACES.companyName,
      phone: BRAND_TRACES.phone,
      brandAddress: BRAND_TRACES.address,
      brandDescription: BRAND_TRACES.description,
      influencerTypes: ['Sponsorships'],
    })
    .where(eq(brandProfiles.accountId, brandId));
  await db
    .update(campaigns)
    .set({ ownerEmail: BRAND_TRACES.email, companyName: BRAND_TRACES.companyName, brandName: BRAND_TRACES.companyName })
    .where(eq(campaigns.brandId, brandId));
  const image = await storeImage(db, storage, {
    bytes: await tinyPng({ r: 200, g: 30, b: 30 }),
    purpose: 'campaign-image',
    visibility: 'public',
    ownerAccountId: brandId,
    originalName: 'brambleworth-bridle.png',
  });
  await db.insert(campaignImages).values({ campaignId: order.campaign.id, fileId: image.id });
  const [list] = await db.insert(shortlists).values({ brandId, name: BRAND_TRACES.shortlist }).returning();
  await db.insert(shortlistMembers).values({ shortlistId: list!.id, creatorId });
  await db
    .insert(billingCustomers)
    .values({ accountId: brandId, stripeCustomerId: `cus_test_${randomUUID().slice(0, 8)}` });

  // Messages both ways, each side with an attachment; work delivered with a file, approved, closed.
  const messages = messageCalls(context, order);
  const png = async (name: string) => ({ name, data: await tinyPng({ r: 10, g: 10, b: 250 }), type: 'image/png' });
  expect(
    (await messages.brandSends({ content: 'Welcome aboard, the kit ships Monday' }, [await png('kit-list.png')]))
      .statusCode,
  ).toBe(201);
  expect(
    (await messages.creatorSends({ content: 'Thank you, here is a first still' }, [await png('first-still.png')]))
      .statusCode,
  ).toBe(201);
  const calls = workCalls(context, order);
  const deliverables = (await calls.work()).deliverables;
  for (const item of deliverables) {
    const submitted = await calls.submit(
      { deliverableId: item.id, postUrl: `https://example.test/post/${item.position}`, note: 'Posted at noon' },
      [await png(`deliverable-${item.position}.png`)],
    );
    expect(submitted.statusCode).toBeLessThan(300);
  }
  const work = await calls.work();
  const decisions = work.deliverables.map((item) => ({ submissionId: item.submissions[0]!.id, outcome: 'approved' }));
  expect((await calls.review({ decisions })).statusCode).toBe(200);
  expect((await calls.close({ outcome: 'completed' })).statusCode).toBe(200);
  const ratingUrl = `/api/orders/${order.campaign.id}/${creatorId}/rating`;
  const rate = (authorization: string, payload: object) =>
    context.app.inject({ method: 'PUT', url: ratingUrl, headers: { authorization }, payload });
  expect((await rate(order.brand.authorization, { stars: 5, review: 'Crisp reels, on time' })).statusCode).toBeLessThan(
    300,
  );
  expect(
    (await rate(order.hired.authorization, { stars: 4, review: 'Clear brief, paid promptly' })).statusCode,
  ).toBeLessThan(300);

  // What each of them left around the product.
  for (const [accountId, traces, type] of [
    [creatorId, CREATOR_TRACES, 'contentCreator'],
    [brandId, BRAND_TRACES, 'brand'],
  ] as const) {
    await db
      .insert(newsletterSubscriptions)
      .values({ email: traces.email, ipAddress: '203.0.113.7', status: 'confirmed' });
    await db
      .insert(passwordResets)
      .values({ accountId, tokenHash: randomUUID(), expiresAt: now, requestedIp: '203.0.113.7' });
    await db
      .insert(authCodes)
      .values({ email: traces.email, accountType: type, codeHash: randomUUID(), expiresAt: now });
    await db
      .insert(emailChanges)
      .values({ accountId, newEmail: traces.newEmail, tokenHash: randomUUID(), expiresAt: now });
    await db.insert(emailPreferences).values({ accountId, optedOut: ['newsletter'] });
    await db.insert(contactMessages).values({
      accountId,
      firstName: 'Someone',
      lastName: 'Asking',
      email: traces.email,
      message: traces.contact,
      ipAddress: '203.0.113.7',
    });
    await db.insert(rateLimits).values({ key: `throttle-login-email:email:${traces.email}`, points: 1, expire: now });
    await db
      .insert(mailOutbox)
      .values({ toAddress: traces.email, subject: 'Your code', textBody: `Hello ${traces.email}` });
    const zipKey = `exports/${accountId.slice(0, 2)}/${randomUUID()}.zip`;
    await storage.put(zipKey, Buffer.from('PK zip of everything'));
    await db.insert(dataExports).values({
      accountId,
      status: 'ready',
      requestedAt: now,
      readyAt: now,
      storageKey: zipKey,
      byteSize: 20,
      tokenHash: randomUUID(),
      expiresAt: new Date(now.getTime() + SEVEN_DAYS),
    });
  }
  // Mail to the other party that names them, queued before the erasure.
  await db.insert(mailOutbox).values({
    toAddress: BRAND_TRACES.email,
    subject: `${CREATOR_TRACES.firstName} ${CREATOR_TRACES.lastName} sent you a message`,
    textBody: `${CREATOR_TRACES.firstName} wrote in Autumn Saddle Care.`,
  });
  await db.insert(invitations).values({ email: CREATOR_TRACES.email, acceptedAccountId: creatorId, acceptedAt: now });
  return { ...order, creatorId, brandId };
}
export type ErasureWorld = Awaited<ReturnType<typeof createErasureWorld>>;
