import type { NotificationPage, OrderWork } from '@equicreators/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrder } from '../../test/completed-orders.ts';
import {
  campaignFields,
  campaignForm,
  createAccount,
  createBrand,
  createCreator,
  loggedIn,
  tinyPng,
  type LoggedInAccount,
} from '../../test/factories.ts';
import { createOrderCast, workCalls } from '../../test/order-work.ts';
import { registerBrandThroughApi } from '../../test/signup.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

type Person = LoggedInAccount;

/** Each event of issue 30 tells the right account, and only that one (docs/decisions/024). */
describe('the events behind the notification centre', () => {
  let context: TestContext;
  let brand: Person;
  let otherBrand: Person;
  let ava: Person;
  let mateo: Person;
  let admins: Person[];
  let everyone: Person[];

  beforeAll(async () => {
    context = await createTestContext();
    const person = async (account: Parameters<typeof loggedIn>[1]) => loggedIn(context, account);
    brand = await person(await createBrand(context.db, { companyName: 'Hartwell Saddlery' }));
    otherBrand = await person(await createBrand(context.db, { companyName: 'Other Stables' }));
    ava = await person(await createCreator(context.db, { firstName: 'Ava', lastName: 'Sinclair' }));
    mateo = await person(await createCreator(context.db, { firstName: 'Mateo', lastName: 'Kowalski' }));
    admins = [
      await person(await createAccount(context.db, 'admin')),
      await person(await createAccount(context.db, 'admin')),
    ];
    everyone = [brand, otherBrand, ava, mateo, ...admins];
  });
  afterAll(() => context.close());

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, by: Person | null, payload?: object | FormData) =>
    context.app.inject({
      method,
      url,
      headers: by ? { authorization: by.authorization } : {},
      ...(payload ? { payload: payload } : {}),
    });
  const listOf = async (person: Person) => {
    const response = await inject('GET', '/api/notifications', person);
    if (response.statusCode !== 200) throw new Error(`list answered ${response.statusCode}: ${response.body}`);
    return response.json<NotificationPage>();
  };
  /** How many notifications each person has now, to see who a step told. */
  const counts = async () => Promise.all(everyone.map(async (person) => (await listOf(person)).total));
  /** Runs `step` and answers who got how many new notifications, and the newest of `recipient`. */
  async function whoIsTold(step: () => Promise<unknown>) {
    const before = await counts();
    await step();
    const after = await counts();
    return everyone.filter((_, index) => (after[index] ?? 0) > (before[index] ?? 0));
  }
  const newestOf = async (person: Person) => (await listOf(person)).items[0];

  async function publish(title: string): Promise<string> {
    const response = await inject(
      'POST',
      '/api/campaign',
      brand,
      campaignForm(campaignFields({ campaignTitle: title }), [{ name: 'cover.png', data: await tinyPng() }]),
    );
    expect(response.statusCode).toBe(201);
    return response.json<{ _id: string }>()._id;
  }
  const entryUrl = (campaignId: string, creator: Person) => `/api/campaign/${campaignId}/influencer/${creator.id}`;

  it('tells the creator of an invitation, linking to the campaign in their feed', async () => {
    const campaignId = await publish('Autumn Saddle Care');
    expect(await whoIsTold(() => inject('POST', entryUrl(campaignId, ava), brand))).toEqual([ava]);
    expect(await newestOf(ava)).toMatchObject({
      kind: 'invitation-received',
      title: 'New invitation',
      line: 'Hartwell Saddlery invites you to "Autumn Saddle Care".',
      link: `/contentCreator?campaign=${campaignId}`,
      readAt: null,
    });
  });

  it('tells the brand of an application, then the creator of the hire, or of not being selected', async () => {
    const campaignId = await publish('Winter Blankets');
    expect(await whoIsTold(() => inject('POST', entryUrl(campaignId, ava), ava, {}))).toEqual([brand]);
    expect(await newestOf(brand)).toMatchObject({
      kind: 'application-received',
      line: 'Ava Sinclair applied to "Winter Blankets".',
      link: `/manage-campaign/${campaignId}`,
    });
    await inject('POST', entryUrl(campaignId, mateo), mateo, {});
    const hire = () => inject('POST', `/api/campaign/${campaignId}/hire`, brand, { influencerId: ava.id });
    expect(await whoIsTold(hire)).toEqual([ava]);
    expect(await newestOf(ava)).toMatchObject({ kind: 'hired', link: `/orders/${campaignId}` });
    // A repeated hire changes nothing and tells nobody again.
    expect(await whoIsTold(hire)).toEqual([]);
    const decline = () => inject('POST', `/api/campaign/${campaignId}/applicants/${mateo.id}/decline`, brand);
    expect(await whoIsTold(decline)).toEqual([mateo]);
    expect(await newestOf(mateo)).toMatchObject({
      kind: 'not-selected',
      line: 'Hartwell Saddlery did not select you for "Winter Blankets".',
    });
  });

  it('tells the brand when a creator declines its invitation, and not when an applicant withdraws', async () => {
    const campaignId = await publish('Spring Show Jumping');
    await inject('POST', entryUrl(campaignId, mateo), brand);
    const declineInvitation = () => inject('POST', `/api/campaign/${campaignId}/withdraw`, mateo);
    expect(await whoIsTold(declineInvitation)).toEqual([brand]);
    expect(await newestOf(brand)).toMatchObject({
      kind: 'invitation-declined',
      line: 'Mateo Kowalski declined your invitation to "Spring Show Jumping".',
      link: `/manage-campaign/${campaignId}`,
    });
    await inject('POST', entryUrl(campaignId, ava), ava, {});
    expect(await whoIsTold(() => inject('POST', `/api/campaign/${campaignId}/withdraw`, ava))).toEqual([]);
  });

  it('tells each creator in the campaign when its terms change', async () => {
    const campaignId = await publish('Trail Rides');
    await inject('POST', entryUrl(campaignId, ava), ava, {});
    await inject('POST', entryUrl(campaignId, mateo), brand);
    const edit = () =>
      inject(
        'PUT',
        `/api/campaign/${campaignId}`,
        brand,
        campaignForm(campaignFields({ campaignTitle: 'Trail Rides', compensation: '$900 and a saddle pad' }), []),
      );
    const told = await whoIsTold(edit);
    expect(told).toEqual([ava, mateo]);
    expect(await newestOf(ava)).toMatchObject({ kind: 'terms-changed', title: 'Campaign terms changed' });
  });

  it('tells the brand of work to review and the creator of the review, with links to each side’s order', async () => {
    const cast = await createOrderCast(context);
    const calls = workCalls(context, cast);
    const [reel, stories] = (await calls.work()).deliverables.map((item) => item.id);
    const brandList = () => inject('GET', '/api/notifications', { ...brand, authorization: cast.brand.authorization });
    const creatorList = () => inject('GET', '/api/notifications', { ...ava, authorization: cast.hired.authorization });
    await calls.submit({ deliverableId: reel!, postUrl: 'https://example.test/reel' });
    const waiting = (await brandList()).json<NotificationPage>().items[0];
    expect(waiting).toMatchObject({
      kind: 'submission-waiting',
      link: `/orders-influencer/${cast.hired.id}?campaign=${cast.campaign.id}`,
    });
    await calls.submit({ deliverableId: stories!, postUrl: 'https://example.test/stories' });
    const pending = (work: OrderWork) =>
      work.deliverables.flatMap((item) => item.submissions.filter((version) => version.status === 'pending'));
    const [reelVersion, storiesVersion] = pending(await calls.work());
    await calls.review({
      comment: 'Lovely reel; the stories need our logo.',
      decisions: [
        { submissionId: reelVersion!.id, outcome: 'approved' },
        { submissionId: storiesVersion!.id, outcome: 'changes_requested' },
      ],
    });
    expect((await creatorList()).json<NotificationPage>().items[0]).toMatchObject({
      kind: 'changes-requested',
      link: `/orders/${cast.campaign.id}`,
    });
    await calls.submit({ deliverableId: stories!, postUrl: 'https://example.test/stories-2' });
    const [again] = pending(await calls.work());
    await calls.review({ decisions: [{ submissionId: again!.id, outcome: 'approved' }] });
    expect((await creatorList()).json<NotificationPage>().items[0]).toMatchObject({ kind: 'submission-approved' });
    // Nobody outside the order heard of it.
    expect((await listOf(otherBrand)).items.some((item) => item.kind.startsWith('submission'))).toBe(false);
  });

  it('tells the ratee of a rating and every admin of a review to moderate', async () => {
    const order = await createTestOrder(context, { brand, creator: ava });
    const rate = (by: Person, body: object) => inject('PUT', order.ratingUrl, by, body);
    expect(await whoIsTold(() => rate(brand, { stars: 4, review: 'Lovely reels.' }))).toEqual([ava, ...admins]);
    expect(await newestOf(ava)).toMatchObject({
      kind: 'rating-received',
      // Blind ratings: told of it, the stars withheld until Ava has rated too.
      line: 'Hartwell Saddlery gave you a rating for "Autumn Saddle Care Series".',
      link: `/orders/${order.campaignId}`,
    });
    expect(await newestOf(admins[0]!)).toMatchObject({ kind: 'review-to-moderate', link: '/admin?tab=reviews' });
    // Stars alone: the brand hears of it, the admins have nothing to moderate.
    expect(await whoIsTold(() => rate(ava, { stars: 5 }))).toEqual([brand]);
    expect(await newestOf(brand)).toMatchObject({
      kind: 'rating-received',
      line: 'Ava Sinclair gave you 5 stars for "Autumn Saddle Care Series".',
      link: `/orders-influencer/${ava.id}?campaign=${order.campaignId}`,
    });
    // Both have rated: Ava's notice now names the brand's stars.
    expect(await newestOf(ava)).toMatchObject({
      kind: 'rating-received',
      line: 'Hartwell Saddlery gave you 4 stars for "Autumn Saddle Care Series".',
    });
  });

  it('tells every admin, and nobody else, of a new brand and of a contact message', async () => {
    const registered = () => registerBrandThroughApi(context, { email: 'new.brand@example.com' });
    expect(await whoIsTold(registered)).toEqual(admins);
    expect(await newestOf(admins[1]!)).toMatchObject({ kind: 'brand-registered', link: '/admin?tab=brands' });
    const contact = () =>
      inject('POST', '/api/contact', null, {
        firstName: 'Rosa',
        lastName: 'Field',
        email: 'rosa@example.com',
        message: 'Do you work with riding schools?',
      });
    expect(await whoIsTold(contact)).toEqual(admins);
    expect(await newestOf(admins[0]!)).toMatchObject({
      kind: 'contact-message',
      line: 'Rosa Field wrote through the contact form.',
      link: '/admin?tab=contact-messages',
    });
  });

  it('forgets a campaign’s notifications with the campaign', async () => {
    const campaignId = await publish('Short Lived');
    await inject('POST', entryUrl(campaignId, mateo), brand);
    const before = (await listOf(mateo)).total;
    const deleted = await context.app.inject({
      method: 'DELETE',
      url: `/api/campaign/${campaignId}`,
      headers: { authorization: brand.authorization },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await listOf(mateo)).total).toBe(before - 1);
  });
});
