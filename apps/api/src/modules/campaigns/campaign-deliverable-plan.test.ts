import {
  deliverableLabel,
  type Campaign,
  type Deal,
  type DeliverablePlanItem,
  type OrderWork,
} from '@equicreators/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignEntries } from '../../db/schema/index.ts';
import {
  campaignFields,
  campaignForm,
  createBrand,
  createCreator,
  loggedIn,
  tinyPng,
  type LoggedInAccount,
} from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

/** The campaign's deliverables plan (docs/decisions/022): set on the form, copied by each hire. */
describe('the deliverables plan of a campaign', () => {
  let context: TestContext;
  let brand: LoggedInAccount;
  let png: Buffer;
  beforeAll(async () => {
    context = await createTestContext();
    brand = await loggedIn(context, await createBrand(context.db));
    png = await tinyPng();
  });
  afterAll(() => context.close());

  const send = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>, withImage: boolean) =>
    context.app.inject({
      method,
      url,
      headers: { authorization: brand.authorization },
      payload: campaignForm(campaignFields(fields), withImage ? [{ name: 'a.png', data: png }] : []),
    });
  const create = (fields: Record<string, string>) => send('POST', '/api/campaign', fields, true);
  const edit = (id: string, fields: Record<string, string>) => send('PUT', `/api/campaign/${id}`, fields, false);
  /** A creator who applied, hired through the API; answers their order's Work panel. */
  async function hireOne(campaignId: string): Promise<OrderWork> {
    const creator = await loggedIn(context, await createCreator(context.db, { firstName: 'Ava' }));
    await context.db.insert(campaignEntries).values({ campaignId, creatorId: creator.id, status: 'Applied' });
    const hired = await context.app.inject({
      method: 'POST',
      url: `/api/campaign/${campaignId}/hire`,
      headers: { authorization: brand.authorization },
      payload: { influencerId: creator.id, email: 'x@example.test' },
    });
    expect(hired.statusCode).toBe(200);
    const work = await context.app.inject({
      method: 'GET',
      url: `/api/orders/${campaignId}/${creator.id}/work`,
      headers: { authorization: creator.authorization },
    });
    return work.json<OrderWork>();
  }

  it('takes the deliverables read from the free text as the plan, the deal and the Work panel (issue 46)', async () => {
    // A client written to the spec sends text; on a TikTok campaign the Reel is still Instagram's.
    const response = await create({ deliverables: '1 Instagram Reel, 3 Stories', social_media: 'TikTok' });
    expect(response.statusCode).toBe(201);
    const campaign = response.json<Campaign>();
    const plan = [
      { title: 'Instagram Reel', quantity: 1, dueAt: null },
      { title: 'Instagram Story', quantity: 3, dueAt: null },
    ];
    expect(campaign.deliverablePlan).toEqual<DeliverablePlanItem[]>(plan);
    expect(campaign.offer.deliverables.map(({ platform, format, quantity }) => [platform, format, quantity])).toEqual([
      ['Instagram', 'reel', 1],
      ['Instagram', 'story', 3],
    ]);
    const work = await hireOne(campaign._id);
    expect(work.deliverables.map(({ title, quantity, dueAt }) => ({ title, quantity, dueAt }))).toEqual(plan);
    const deal = await context.app.inject({
      method: 'GET',
      url: `/api/orders/${campaign._id}/${work.creatorId}/deal`,
      headers: { authorization: brand.authorization },
    });
    expect(deal.json<Deal>().current.terms.deliverables.map(deliverableLabel)).toEqual([
      'Instagram Reel',
      '3 × Instagram Story',
    ]);
  });

  it('defaults to the lines of a free text it cannot read, due on a dated deadline', async () => {
    const response = await create({
      deliverables: '- Instagram reel\n- A stable visit day\n\n2) Unboxing photo set',
      deadlines: 'Publish by 31 October 2026',
    });
    expect(response.statusCode).toBe(201);
    const due = '2026-10-31T23:59:59.000Z';
    expect(response.json<Campaign>().deliverablePlan).toEqual<DeliverablePlanItem[]>([
      { title: 'Instagram reel', quantity: null, dueAt: due },
      { title: 'A stable visit day', quantity: null, dueAt: due },
      { title: 'Unboxing photo set', quantity: null, dueAt: due },
    ]);
  });

  it('stores the plan the brand gives, refuses a bad one, and a hire copies it', async () => {
    const plan = [
      { title: 'Instagram reel', quantity: 1, dueAt: '2099-11-10T22:59:59.000Z' },
      { title: 'Stories', quantity: 3, dueAt: '' },
    ];
    const bad = await create({ deliverablePlan: JSON.stringify([{ title: '', quantity: 0 }]) });
    expect(bad.statusCode).toBe(400);
    expect((await create({ deliverablePlan: '{not json' })).statusCode).toBe(400);
    const response = await create({ deliverablePlan: JSON.stringify(plan) });
    expect(response.statusCode).toBe(201);
    const campaign = response.json<Campaign>();
    expect(campaign.deliverablePlan).toEqual([
      { title: 'Instagram reel', quantity: 1, dueAt: '2099-11-10T22:59:59.000Z' },
      { title: 'Stories', quantity: 3, dueAt: null },
    ]);
    const work = await hireOne(campaign._id);
    expect(
      work.deliverables.map(({ title, quantity, dueAt, position, status }) => ({
        title,
        quantity,
        dueAt,
        position,
        status,
      })),
    ).toEqual([
      { title: 'Instagram reel', quantity: 1, dueAt: '2099-11-10T22:59:59.000Z', position: 0, status: 'not_started' },
      { title: 'Stories', quantity: 3, dueAt: null, position: 1, status: 'not_started' },
    ]);
    expect(work.deliverablesEditable).toBe(true);
  });

  it('changes on an edit only when given or read from the text, for future hires only', async () => {
    const unread = { deliverables: 'One reel per week', deadlines: 'Whenever suits' };
    const campaign = (await create(unread)).json<Campaign>();
    expect(campaign.deliverablePlan).toEqual([{ title: 'One reel per week', quantity: null, dueAt: null }]);
    const first = await hireOne(campaign._id);
    const unchanged = await edit(campaign._id, { deliverables: 'Two reels per week', deadlines: 'Whenever suits' });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json<Campaign>().deliverablePlan).toEqual(campaign.deliverablePlan);
    // A text read as a list is the offer's deliverables, so it is the plan too: one list.
    const read = await edit(campaign._id, { deliverables: '2 reels', deadlines: 'Whenever suits' });
    expect(read.json<Campaign>().deliverablePlan).toEqual([{ title: 'Instagram Reel', quantity: 2, dueAt: null }]);
    const replaced = await edit(campaign._id, {
      deliverables: 'Two reels',
      deadlines: 'Whenever suits',
      deliverablePlan: JSON.stringify([{ title: 'Reel A' }, { title: 'Reel B' }]),
    });
    expect(replaced.json<Campaign>().deliverablePlan.map((item) => item.title)).toEqual(['Reel A', 'Reel B']);
    const second = await hireOne(campaign._id);
    expect(second.deliverables.map((item) => item.title)).toEqual(['Reel A', 'Reel B']);
    // The order hired before keeps what it started with.
    const again = await context.app.inject({
      method: 'GET',
      url: `/api/orders/${campaign._id}/${first.creatorId}/work`,
      headers: { authorization: brand.authorization },
    });
    expect(again.json<OrderWork>().deliverables.map((item) => item.title)).toEqual(['One reel per week']);
  });

  it('refuses a plan due day before today, and lets an edit keep one that has passed since (issue 28)', async () => {
    const day = 24 * 60 * 60 * 1000;
    const dueIn = (days: number) => new Date(context.clock.now().getTime() + days * day).toISOString();
    const plan = (dueAt: string) => JSON.stringify([{ title: 'Reel', quantity: 1, dueAt }]);
    const refused = await create({ deliverablePlan: plan(dueIn(-2)) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fields: { field: string }[] }>().fields.map((issue) => issue.field)).toEqual([
      'deliverablePlan.0.dueAt',
    ]);
    const due = dueIn(3);
    const created = await create({ deliverablePlan: plan(due) });
    expect(created.statusCode).toBe(201);
    const campaign = created.json<Campaign>();
    // Five days on (within the login's seven): the plan's day is two days past.
    context.clock.advance(5 * day);
    // Its day has passed: an edit may keep it, not move it to another past day.
    const kept = await edit(campaign._id, { deliverablePlan: plan(due), campaignTitle: 'Renamed' });
    expect(kept.statusCode).toBe(200);
    const moved = await edit(campaign._id, { deliverablePlan: plan(dueIn(-1)) });
    expect(moved.statusCode).toBe(400);
  });
});
