import {
  isShownInPortfolio,
  WORK_MESSAGES,
  type OrderWork,
  type SubmissionView,
  type WorkChangeResponse,
} from '@equicreators/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderSubmissions } from '../../db/schema/index.ts';
import { createOrderWithCalls, type OrderCast, type WorkCalls } from '../../test/order-work.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import type { LiveSignal } from '../live/live-bus.ts';

type Role = 'brand' | 'otherBrand' | 'hired' | 'applied' | 'outsider' | 'admin' | 'anonymous';

/** Portfolio consent (issue 33, docs/decisions/030): at submission, at approval, and either side later. */
describe('consent to show work in the creator’s portfolio', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  const newOrder = () => createOrderWithCalls(context);
  const latestOf = (work: OrderWork, deliverableId: string): SubmissionView =>
    work.deliverables.find((item) => item.id === deliverableId)!.submissions.at(-1)!;
  const stored = async (submissionId: string) => {
    const [row] = await context.db
      .select({
        creator: orderSubmissions.creatorShowcaseConsent,
        brand: orderSubmissions.brandShowcaseConsent,
      })
      .from(orderSubmissions)
      .where(eq(orderSubmissions.id, submissionId));
    return row;
  };
  const submit = async (calls: WorkCalls, deliverableId: string, showcaseConsent?: string) => {
    const response = await calls.submit({
      deliverableId,
      postUrl: 'https://instagram.example/p/1',
      ...(showcaseConsent === undefined ? {} : { showcaseConsent }),
    });
    expect(response.statusCode).toBe(201);
    return latestOf(response.json<WorkChangeResponse>().work, deliverableId);
  };

  it('stores the creator’s consent sent with a submission, and none when the box is left alone', async () => {
    const { calls, reel, stories } = await newOrder();
    const asked = await submit(calls, reel, 'true');
    expect(asked.showcaseConsent).toEqual({ creator: true, brand: false });
    expect(await stored(asked.id)).toEqual({ creator: true, brand: false });
    const silent = await submit(calls, stories);
    expect(silent.showcaseConsent).toEqual({ creator: false, brand: false });
  });

  it('refuses a consent that is not true or false, storing nothing', async () => {
    const { calls, reel } = await newOrder();
    const response = await calls.submit({
      deliverableId: reel,
      postUrl: 'https://x.example/p',
      showcaseConsent: 'yes',
    });
    expect(response.statusCode).toBe(400);
    expect((await calls.work()).progress.awaitingReview).toBe(0);
  });

  it('stores the brand’s consent on the versions it approves that the creator asked to show', async () => {
    const { calls, reel, stories } = await newOrder();
    const asked = await submit(calls, reel, 'true');
    const silent = await submit(calls, stories, 'false');
    const response = await calls.review({
      decisions: [
        { submissionId: asked.id, outcome: 'approved' },
        { submissionId: silent.id, outcome: 'approved' },
      ],
      showcaseConsent: true,
    });
    expect(response.statusCode).toBe(200);
    const work = response.json<WorkChangeResponse>().work;
    const shown = latestOf(work, reel);
    expect(shown.showcaseConsent).toEqual({ creator: true, brand: true });
    expect(isShownInPortfolio(shown.status, shown.showcaseConsent)).toBe(true);
    // The creator did not ask: the brand's tick does not speak for this one.
    expect(latestOf(work, stories).showcaseConsent).toEqual({ creator: false, brand: false });
  });

  it('ignores the brand’s tick on a request for changes, and on approvals without it', async () => {
    const { calls, reel, stories } = await newOrder();
    const first = await submit(calls, reel, 'true');
    const other = await submit(calls, stories, 'true');
    const response = await calls.review({
      decisions: [
        { submissionId: first.id, outcome: 'changes_requested' },
        { submissionId: other.id, outcome: 'approved' },
      ],
      comment: 'Brighter light on the reel, please',
      showcaseConsent: false,
    });
    expect(response.statusCode).toBe(200);
    expect(await stored(first.id)).toEqual({ creator: true, brand: false });
    expect(await stored(other.id)).toEqual({ creator: true, brand: false });

    const second = await submit(calls, reel, 'true');
    const changes = await calls.review({
      decisions: [{ submissionId: second.id, outcome: 'changes_requested' }],
      comment: 'Once more',
      showcaseConsent: true,
    });
    expect(changes.statusCode).toBe(200);
    expect(await stored(second.id)).toEqual({ creator: true, brand: false });
  });

  it('refuses a review whose consent is not a boolean', async () => {
    const { calls, reel } = await newOrder();
    const version = await submit(calls, reel, 'true');
    const response = await calls.review({
      decisions: [{ submissionId: version.id, outcome: 'approved' }],
      showcaseConsent: 'true',
    });
    expect(response.statusCode).toBe(400);
    expect(await stored(version.id)).toEqual({ creator: true, brand: false });
  });

  it('lets either side withdraw its consent later, and give it later, each only its own', async () => {
    const { cast, calls, reel } = await newOrder();
    const version = await submit(calls, reel, 'true');
    await calls.review({ decisions: [{ submissionId: version.id, outcome: 'approved' }], showcaseConsent: true });
    const signals: LiveSignal[] = [];
    const unsubscribe = context.live.bus.subscribe((signal) => signals.push(signal));

    const withdrawn = await calls.showcase(version.id, { consent: false }, { authorization: cast.brand.authorization });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<WorkChangeResponse>()).toMatchObject({ messageSeq: null });
    expect(latestOf(withdrawn.json<WorkChangeResponse>().work, reel).showcaseConsent).toEqual({
      creator: true,
      brand: false,
    });
    await vi.waitFor(() => expect(signals).toContainEqual({ kind: 'work', ...cast.order, change: 'showcase' }));
    unsubscribe();

    expect((await calls.showcase(version.id, { consent: false })).statusCode).toBe(200);
    expect(await stored(version.id)).toEqual({ creator: false, brand: false });
    // The brand may agree later, and the creator too: then it is shown again.
    await calls.showcase(version.id, { consent: true }, { authorization: cast.brand.authorization });
    const again = await calls.showcase(version.id, { consent: true });
    const shown = latestOf(again.json<WorkChangeResponse>().work, reel);
    expect(isShownInPortfolio(shown.status, shown.showcaseConsent)).toBe(true);
    // Asking for what already is changes nothing and answers the same.
    expect((await calls.showcase(version.id, { consent: true })).statusCode).toBe(200);
  });

  it('lets the creator choose on a version not yet approved, but the brand only once it approved it', async () => {
    const { cast, calls, reel } = await newOrder();
    const version = await submit(calls, reel);
    expect((await calls.showcase(version.id, { consent: true })).statusCode).toBe(200);
    const early = await calls.showcase(version.id, { consent: true }, { authorization: cast.brand.authorization });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(WORK_MESSAGES.showcaseNotApproved);
    expect(await stored(version.id)).toEqual({ creator: true, brand: false });
  });

  it('still takes a withdrawal once the work is closed', async () => {
    const { cast, calls, reel, stories } = await newOrder();
    const one = await submit(calls, reel, 'true');
    const two = await submit(calls, stories, 'true');
    await calls.review({
      decisions: [
        { submissionId: one.id, outcome: 'approved' },
        { submissionId: two.id, outcome: 'approved' },
      ],
      showcaseConsent: true,
    });
    expect((await calls.close({ outcome: 'completed' })).statusCode).toBe(200);
    expect((await calls.showcase(one.id, { consent: false })).statusCode).toBe(200);
    expect(
      (await calls.showcase(two.id, { consent: false }, { authorization: cast.brand.authorization })).statusCode,
    ).toBe(200);
    expect(await stored(one.id)).toEqual({ creator: false, brand: true });
    expect(await stored(two.id)).toEqual({ creator: true, brand: false });
  });

  describe('who may change it', () => {
    let cast: OrderCast;
    let calls: WorkCalls;
    let versionId: string;
    beforeAll(async () => {
      ({ cast, calls } = await newOrder());
      const [reel] = (await calls.work()).deliverables;
      const version = await submit(calls, reel!.id, 'true');
      await calls.review({ decisions: [{ submissionId: version.id, outcome: 'approved' }], showcaseConsent: true });
      versionId = version.id;
    });
    const as = (role: Role) => ({ authorization: role === 'anonymous' ? null : cast[role].authorization });

    it.each<[Role, number]>([
      ['otherBrand', 404],
      ['applied', 404],
      ['outsider', 404],
      ['admin', 403],
      ['anonymous', 401],
    ])('refuses %s with %i and changes nothing', async (role, status) => {
      const response = await calls.showcase(versionId, { consent: false }, as(role));
      expect(response.statusCode).toBe(status);
      if (status === 404) expect(response.json().message).toBe(WORK_MESSAGES.notFound);
      expect(await stored(versionId)).toEqual({ creator: true, brand: true });
    });

    it('is no submission of this order when the id is another order’s', async () => {
      const other = await newOrder();
      const [reel] = (await other.calls.work()).deliverables;
      const foreign = await submit(other.calls, reel!.id, 'true');
      const response = await calls.showcase(foreign.id, { consent: false });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(WORK_MESSAGES.submissionNotFound);
      expect(await stored(foreign.id)).toEqual({ creator: true, brand: false });
    });

    it('refuses a body that is not a boolean consent', async () => {
      for (const body of [{}, { consent: 'false' }, { consent: null }]) {
        expect((await calls.showcase(versionId, body)).statusCode).toBe(400);
      }
      expect(await stored(versionId)).toEqual({ creator: true, brand: true });
    });

    it('shows both parties the same consent on the work panel', async () => {
      for (const role of ['brand', 'hired'] as const) {
        const work = (await calls.getWork(as(role))).json<OrderWork>();
        expect(work.deliverables[0]!.submissions[0]!.showcaseConsent).toEqual({ creator: true, brand: true });
      }
    });
  });
});
