import type { OrderWork, WorkChangeResponse } from '@equicreators/shared';
import { orderDeliverables } from '../db/schema/index.ts';
import { createAccount, createLogin } from './factories.ts';
import { createThreadCast, messageForm, type FormFile } from './message-threads.ts';
import type { TestContext } from './test-context.ts';

/**
 * The thread cast (modules/messages tests) with an admin, and an order with two deliverables for
 * its hired creator: 'Instagram reel' and 'Three stories'.
 */
export async function createOrderCast(context: TestContext) {
  const cast = await createThreadCast(context);
  const adminAccount = await createAccount(context.db, 'admin');
  const admin = { id: adminAccount.id, authorization: (await createLogin(context, adminAccount)).authorization };
  const order = { campaignId: cast.campaign.id, creatorId: cast.hired.id };
  const now = context.clock.now();
  await context.db.insert(orderDeliverables).values([
    { ...order, position: 0, title: 'Instagram reel', createdAt: now, updatedAt: now },
    { ...order, position: 1, title: 'Three stories', quantity: 3, createdAt: now, updatedAt: now },
  ]);
  return { ...cast, admin, order };
}
export type OrderCast = Awaited<ReturnType<typeof createOrderCast>>;

type As = { authorization: string | null };

/** The work calls of one order, as the brand or the creator by default (`as` for anyone else). */
export function workCalls(context: TestContext, cast: OrderCast) {
  const base = `/api/orders/${cast.order.campaignId}/${cast.order.creatorId}`;
  const headers = (authorization: string | null, more: Record<string, string> = {}) => ({
    ...(authorization ? { authorization } : {}),
    ...more,
  });
  const json = (method: 'POST' | 'PUT', path: string, body: object, authorization: string | null) =>
    context.app.inject({ method, url: `${base}${path}`, headers: headers(authorization), payload: body });
  return {
    base,
    getWork: ({ authorization }: As = { authorization: cast.hired.authorization }) =>
      context.app.inject({ method: 'GET', url: `${base}/work`, headers: headers(authorization) }),
    replace: (body: object, { authorization }: As = { authorization: cast.brand.authorization }) =>
      json('PUT', '/deliverables', body, authorization),
    submit: (
      fields: Record<string, string>,
      files: FormFile[] = [],
      { authorization, idempotencyKey }: As & { idempotencyKey?: string } = { authorization: cast.hired.authorization },
    ) =>
      context.app.inject({
        method: 'POST',
        url: `${base}/submissions`,
        headers: headers(authorization, idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        payload: messageForm(fields, files),
      }),
    review: (body: object, { authorization }: As = { authorization: cast.brand.authorization }) =>
      json('POST', '/reviews', body, authorization),
    close: (body: object, { authorization }: As = { authorization: cast.brand.authorization }) =>
      json('POST', '/close', body, authorization),
    /** The caller's portfolio consent on one submission (the creator's by default). */
    showcase: (
      submissionId: string,
      body: object,
      { authorization }: As = { authorization: cast.hired.authorization },
    ) => json('PUT', `/submissions/${submissionId}/showcase`, body, authorization),
    /** A GET as the hired creator (signed file addresses, thread pages). */
    get: (url: string) => context.app.inject({ method: 'GET', url, headers: headers(cast.hired.authorization) }),
    /** The panel as the brand reads it now. */
    work: async (): Promise<OrderWork> =>
      (
        await context.app.inject({ method: 'GET', url: `${base}/work`, headers: headers(cast.brand.authorization) })
      ).json<OrderWork>(),
  };
}
export type WorkCalls = ReturnType<typeof workCalls>;
export type { WorkChangeResponse };

/** A new order cast with its calls and the ids of its two deliverables ('Instagram reel', 'Three stories'). */
export async function createOrderWithCalls(context: TestContext) {
  const cast = await createOrderCast(context);
  const calls = workCalls(context, cast);
  const [reel, stories] = (await calls.work()).deliverables;
  if (!reel || !stories) throw new Error('The order has no deliverables');
  return { cast, calls, reel: reel.id, stories: stories.id };
}
