import { eq } from 'drizzle-orm';
import { creatorProfiles, orderDeliverables, orderSubmissions } from '../../db/schema/index.ts';
import { tinyPng } from '../factories.ts';
import { messageForm } from '../message-threads.ts';
import type { TestContext } from '../test-context.ts';
import type { MatrixWorld } from './matrix-world.ts';
import type { RequestPlan } from './matrix-requests.ts';

/** The hired creator's kit, at an address of the world's own, shown to `visibility`. */
async function publishKit(context: TestContext, world: MatrixWorld, visibility: 'anyone' | 'brands'): Promise<string> {
  const handle = `kit-${world.hiredCreator.id.slice(0, 8)}`;
  await context.db
    .update(creatorProfiles)
    .set({ handle, mediaKitVisibility: visibility })
    .where(eq(creatorProfiles.accountId, world.hiredCreator.id));
  return handle;
}

/** An approved submission with an image, that both parties agreed to show. */
async function addShowcasedImage(context: TestContext, world: MatrixWorld): Promise<string> {
  const now = context.clock.now();
  const order = { campaignId: world.campaign.id, creatorId: world.hiredCreator.id };
  const [deliverable] = await context.db
    .insert(orderDeliverables)
    .values({ ...order, title: 'Instagram reel', createdAt: now, updatedAt: now })
    .returning({ id: orderDeliverables.id });
  const response = await context.app.inject({
    method: 'POST',
    url: `/api/orders/${order.campaignId}/${order.creatorId}/submissions`,
    headers: { authorization: world.hiredCreator.authorization },
    payload: messageForm({ deliverableId: deliverable!.id }, [
      { name: 'reel.png', data: await tinyPng(), type: 'image/png' },
    ]),
  });
  if (response.statusCode !== 201) throw new Error(`submission answered ${response.statusCode}: ${response.body}`);
  const [submission] = await context.db
    .update(orderSubmissions)
    .set({ status: 'approved', reviewedAt: now, creatorShowcaseConsent: true, brandShowcaseConsent: true })
    .where(eq(orderSubmissions.deliverableId, deliverable!.id))
    .returning({ id: orderSubmissions.id });
  return submission!.id;
}

/**
 * Media kits (issue 33): each creator keeps their own settings; the hired creator's kit is shown
 * to logged-in brands (and admins) and to its creator, and its consented image to anyone while the
 * kit is open to anyone.
 */
export const MEDIA_KIT_REQUESTS: Record<string, RequestPlan> = {
  'GET /api/influencers/profile/media-kit': { build: () => ({ url: '/api/influencers/profile/media-kit' }) },
  'PUT /api/influencers/profile/media-kit': {
    build: () => ({
      url: '/api/influencers/profile/media-kit',
      payload: {
        handle: null,
        visibility: 'nobody',
        packages: [{ title: 'One reel', description: '', priceMinor: 25_000, currency: 'GBP' }],
      },
    }),
  },
  'GET /api/media-kits/{handle}': {
    build: async (world, context) => ({ url: `/api/media-kits/${await publishKit(context, world, 'brands')}` }),
  },
  'GET /api/media-kits/{handle}/portfolio/{submissionId}/image': {
    fresh: true,
    build: async (world, context) => {
      const handle = await publishKit(context, world, 'anyone');
      return { url: `/api/media-kits/${handle}/portfolio/${await addShowcasedImage(context, world)}/image` };
    },
  },
};
