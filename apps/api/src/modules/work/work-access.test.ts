import { WORK_MESSAGES, type OrderWork, type WorkChangeResponse } from '@equicreators/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countCampaignMessages } from '../../test/message-threads.ts';
import { createOrderCast, workCalls, type OrderCast, type WorkCalls } from '../../test/order-work.ts';
import { fetchOpenApiDocument } from '../../test/openapi-document.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

type Role = 'brand' | 'otherBrand' | 'hired' | 'applied' | 'outsider' | 'admin' | 'anonymous';

/**
 * The authorisation matrix of the work routes: only the campaign's brand and the hired creator get
 * in; anyone else is told the order does not exist (404), the wrong account type 403, no login 401.
 */
describe('who may use the work routes', () => {
  let context: TestContext;
  let cast: OrderCast;
  let calls: WorkCalls;
  beforeAll(async () => {
    context = await createTestContext();
    cast = await createOrderCast(context);
    calls = workCalls(context, cast);
  });
  afterAll(() => context.close());

  const as = (role: Role) => ({ authorization: role === 'anonymous' ? null : cast[role].authorization });
  const storedMessages = () => countCampaignMessages(context, cast.campaign.id);
  const expectRefused = (response: { statusCode: number; json: () => { message?: string } }, status: number) => {
    expect(response.statusCode).toBe(status);
    if (status === 404) expect(response.json().message).toBe(WORK_MESSAGES.notFound);
  };

  it('documents every work route in the OpenAPI document', async () => {
    const openapi = await fetchOpenApiDocument(context);
    expect(Object.keys(openapi.paths).filter((path) => path.startsWith('/api/orders/'))).toEqual(
      expect.arrayContaining([
        '/api/orders/{campaignId}/{creatorId}/work',
        '/api/orders/{campaignId}/{creatorId}/deliverables',
        '/api/orders/{campaignId}/{creatorId}/submissions',
        '/api/orders/{campaignId}/{creatorId}/reviews',
        '/api/orders/{campaignId}/{creatorId}/close',
        '/api/orders/{campaignId}/{creatorId}/submissions/{submissionId}/showcase',
      ]),
    );
    expect(Object.keys(openapi.components.schemas)).toEqual(
      expect.arrayContaining([
        'OrderWork',
        'WorkChangeResponse',
        'SubmissionForm',
        'ReviewRequest',
        'CloseOrder',
        'ShowcaseConsentRequest',
      ]),
    );
  });

  describe('GET …/work', () => {
    it.each<[Role, number]>([
      ['brand', 200],
      ['hired', 200],
      ['otherBrand', 404],
      ['applied', 404],
      ['outsider', 404],
      ['admin', 403],
      ['anonymous', 401],
    ])('answers %s with %i', async (role, status) => {
      const response = await calls.getWork(as(role));
      if (status !== 200) return expectRefused(response, status);
      expect(response.statusCode).toBe(200);
      const work = response.json<OrderWork>();
      expect(work.deliverables.map((item) => item.title)).toEqual(['Instagram reel', 'Three stories']);
      expect(work.progress).toEqual({ state: 'in_progress', approved: 0, total: 2, overdue: 0, awaitingReview: 0 });
    });

    it('is no order for a creator who only applied, even asked by themself or by the brand', async () => {
      for (const authorization of [cast.applied.authorization, cast.brand.authorization]) {
        const response = await context.app.inject({
          method: 'GET',
          url: `/api/orders/${cast.campaign.id}/${cast.applied.id}/work`,
          headers: { authorization },
        });
        expectRefused(response, 404);
      }
    });
  });

  describe('PUT …/deliverables (the brand)', () => {
    const body = () => ({ deliverables: [{ title: 'Instagram reel' }, { title: 'Unboxing photo set', quantity: 5 }] });
    it.each<[Role, number]>([
      ['otherBrand', 404],
      ['hired', 403],
      ['admin', 403],
      ['anonymous', 401],
    ])('refuses %s with %i and changes nothing', async (role, status) => {
      expectRefused(await calls.replace(body(), as(role)), status);
      expect((await calls.work()).deliverables.map((item) => item.title)).toEqual(['Instagram reel', 'Three stories']);
    });

    it('lets the brand replace the list, keeping ids it names', async () => {
      const [reel] = (await calls.work()).deliverables;
      const response = await calls.replace({
        deliverables: [
          { id: reel!.id, title: 'Instagram reel (60 s)' },
          { title: 'Three stories', quantity: 3 },
        ],
      });
      expect(response.statusCode).toBe(200);
      const { work, messageSeq } = response.json<WorkChangeResponse>();
      expect(messageSeq).toBeNull();
      expect(work.deliverables.map((item) => [item.title, item.position])).toEqual([
        ['Instagram reel (60 s)', 0],
        ['Three stories', 1],
      ]);
      expect(work.deliverables[0]!.id).toBe(reel!.id);
    });

    it('refuses ids of no deliverable of the order', async () => {
      const response = await calls.replace({ deliverables: [{ id: cast.campaign.id, title: 'Stolen' }] });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('POST …/submissions (the hired creator)', () => {
    const fields = async () => ({
      deliverableId: (await calls.work()).deliverables[0]!.id,
      postUrl: 'https://instagram.example/p/1',
    });
    it.each<[Role, number]>([
      ['brand', 403],
      ['otherBrand', 403],
      ['applied', 404],
      ['outsider', 404],
      ['admin', 403],
      ['anonymous', 401],
    ])('refuses %s with %i and stores nothing', async (role, status) => {
      const before = await storedMessages();
      expectRefused(await calls.submit(await fields(), [], as(role)), status);
      expect(await storedMessages()).toBe(before);
    });

    it('takes the hired creator’s version', async () => {
      const response = await calls.submit(await fields());
      expect(response.statusCode).toBe(201);
      expect(response.json<WorkChangeResponse>().work.progress.awaitingReview).toBe(1);
    });

    it('is no order for a creator who only applied, on their own path', async () => {
      const response = await context.app.inject({
        method: 'POST',
        url: `/api/orders/${cast.campaign.id}/${cast.applied.id}/submissions`,
        headers: { authorization: cast.applied.authorization },
        payload: (() => {
          const form = new FormData();
          form.append('deliverableId', cast.campaign.id);
          form.append('postUrl', 'https://instagram.example/p/2');
          return form;
        })(),
      });
      expectRefused(response, 404);
    });
  });

  describe('POST …/reviews (the brand)', () => {
    const body = async () => ({
      decisions: [{ submissionId: (await calls.work()).deliverables[0]!.submissions[0]!.id, outcome: 'approved' }],
    });
    it.each<[Role, number]>([
      ['otherBrand', 404],
      ['hired', 403],
      ['admin', 403],
      ['anonymous', 401],
    ])('refuses %s with %i and decides nothing', async (role, status) => {
      expectRefused(await calls.review(await body(), as(role)), status);
      expect((await calls.work()).progress.awaitingReview).toBe(1);
    });

    it('takes the brand’s decision', async () => {
      const response = await calls.review(await body());
      expect(response.statusCode).toBe(200);
      expect(response.json<WorkChangeResponse>().work.progress).toMatchObject({ approved: 1, awaitingReview: 0 });
    });
  });

  describe('POST …/close (the brand)', () => {
    const body = { outcome: 'cancelled', reason: 'The season was cancelled.' };
    it.each<[Role, number]>([
      ['otherBrand', 404],
      ['hired', 403],
      ['admin', 403],
      ['anonymous', 401],
    ])('refuses %s with %i and closes nothing', async (role, status) => {
      expectRefused(await calls.close(body, as(role)), status);
      expect((await calls.work()).closedAt).toBeNull();
    });

    it('lets the brand close it', async () => {
      const response = await calls.close(body);
      expect(response.statusCode).toBe(200);
      expect(response.json<WorkChangeResponse>().work).toMatchObject({
        closeOutcome: 'cancelled',
        closeReason: 'The season was cancelled.',
        progress: { state: 'cancelled' },
      });
    });
  });
});
