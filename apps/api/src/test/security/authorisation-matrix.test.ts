import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logout as endSession } from '../../modules/auth/auth.service.ts';
import { createBrand, createLogin } from '../factories.ts';
import { billingEnv } from '../billing.ts';
import { startFakeStripe, type FakeStripe } from '../stripe/fake-stripe-server.ts';
import { createTestContext, type TestContext } from '../test-context.ts';
import { createExtras, givePasswords, REQUESTS, type MatrixExtras, type RequestPlan } from './matrix-requests.ts';
import {
  createMatrixWorld,
  nextClientAddress,
  PRINCIPALS,
  type MatrixWorld,
  type PrincipalName,
} from './matrix-world.ts';
import { documentedRoutes } from './openapi-routes.ts';
import { problemWithAnswer, type Answer } from './response-checks.ts';

type Row = readonly [number, number, number, number, number, number, number];

/**
 * Who gets what, per route of the OpenAPI document. DECISIONS (tokens): no token 401, the wrong
 * account type 403, another's object 404. Open routes answer everyone alike. Each cell sends the
 * request that succeeds for the caller the route is for (see matrix-requests.ts). A brand without
 * access is refused creating, editing, reopening, inviting, hiring, sending, changing deliverables and
 * proposing or accepting a change to a deal (403, decision 018) before any object is looked up; it may
 * still review and close work
 * (billing/billing-wind-down.test.ts).
 */
// prettier-ignore
const EXPECTED: Record<string, Row> = {
  //                                                                 anonymous unpaidBrand brandOwner otherBrand hiredCreator otherCreator admin
  'GET /api/health':                                                    [200, 200, 200, 200, 200, 200, 200],
  'GET /api/site-config':                                               [200, 200, 200, 200, 200, 200, 200],
  'GET /api/files/{fileId}':                                            [200, 200, 200, 200, 200, 200, 200],
  'GET /api/files/{fileId}/thumbnail':                                  [200, 200, 200, 200, 200, 200, 200],
  'GET /api/dev/outbox':                                                [200, 200, 200, 200, 200, 200, 200],
  'POST /api/vitals':                                                   [204, 204, 204, 204, 204, 204, 204],
  'POST /api/newsletter':                                               [200, 200, 200, 200, 200, 200, 200],
  'POST /api/newsletter/confirm':                                       [200, 200, 200, 200, 200, 200, 200],
  'GET /api/unsubscribe':                                               [200, 200, 200, 200, 200, 200, 200],
  'POST /api/unsubscribe':                                              [200, 200, 200, 200, 200, 200, 200],
  'GET /api/account/email-preferences':                                 [401, 200, 200, 200, 200, 200, 200],
  'PUT /api/account/email-preferences':                                 [401, 200, 200, 200, 200, 200, 200],
  'POST /api/admin/newsletter/issues':                                  [401, 403, 403, 403, 403, 403, 200],
  'POST /api/contact':                                                  [200, 200, 200, 200, 200, 200, 200],
  'POST /api/influencers/sendcode':                                     [200, 200, 200, 200, 200, 200, 200],
  'POST /api/brands':                                                   [201, 201, 201, 201, 201, 201, 201],
  'POST /api/influencers':                                              [201, 201, 201, 201, 201, 201, 201],
  'POST /api/brands/login':                                             [200, 200, 200, 200, 200, 200, 200],
  'POST /api/influencers/login':                                        [200, 200, 200, 200, 200, 200, 200],
  'POST /api/admin/login':                                              [200, 200, 200, 200, 200, 200, 200],
  'POST /api/auth/logout':                                              [401, 204, 204, 204, 204, 204, 204],
  'POST /api/fp/forgot-password':                                       [200, 200, 200, 200, 200, 200, 200],
  'POST /api/fp/reset-password':                                        [200, 200, 200, 200, 200, 200, 200],
  'POST /api/influencers/confirm-email':                                [200, 200, 200, 200, 200, 200, 200],
  'GET /api/brands/profile':                                            [401, 200, 200, 200, 403, 403, 403],
  'GET /api/influencers':                                               [401, 200, 200, 200, 403, 403, 200],
  'GET /api/influencers/{id}':                                          [401, 200, 200, 200, 403, 403, 200],
  'GET /api/influencers/facet-counts':                                  [401, 200, 200, 200, 403, 403, 200],
  'GET /api/influencers/profile':                                       [401, 403, 403, 403, 200, 200, 403],
  'PUT /api/influencers/profile/edit':                                  [401, 403, 403, 403, 200, 200, 403],
  'PUT /api/influencers/profile/facets':                                [401, 403, 403, 403, 200, 200, 403],
  'DELETE /api/influencers/profile/email-change':                       [401, 403, 403, 403, 200, 200, 403],
  'GET /api/influencers/campaignOfInfluencers':                         [401, 200, 200, 200, 403, 403, 403],
  'GET /api/influencers/campaignOfInfluncers':                          [401, 200, 200, 200, 403, 403, 403],
  'POST /api/campaign':                                                 [401, 403, 201, 201, 403, 403, 403],
  'GET /api/campaign':                                                  [401, 200, 200, 200, 200, 200, 200],
  'GET /api/influencers/invitations':                                   [401, 403, 403, 403, 200, 200, 403],
  'GET /api/campaign/{id}':                                             [401, 404, 200, 404, 200, 200, 200],
  'GET /api/campaign/{campaignId}/influencer/{influencerId}/status':    [401, 404, 200, 404, 200, 404, 403],
  'POST /api/campaign/{campaignId}/influencer/{influencerId}':          [401, 403, 200, 404, 404, 200, 403],
  'POST /api/campaign/{id}/hire':                                       [401, 403, 200, 404, 403, 403, 403],
  'GET /api/campaign/{userId}/campaigns':                               [401, 404, 404, 404, 200, 404, 404],
  'PUT /api/campaign/{id}':                                             [401, 403, 200, 404, 403, 403, 403],
  'POST /api/campaign/{id}/close':                                      [401, 404, 200, 404, 403, 403, 403],
  'POST /api/campaign/{id}/reopen':                                     [401, 403, 200, 404, 403, 403, 403],
  'POST /api/campaign/{id}/archive':                                    [401, 404, 200, 404, 403, 403, 403],
  'POST /api/campaign/{id}/restore':                                    [401, 404, 200, 404, 403, 403, 403],
  'DELETE /api/campaign/{id}':                                          [401, 404, 200, 404, 403, 403, 403],
  'POST /api/campaign/{id}/applicants/{creatorId}/decline':             [401, 404, 200, 404, 403, 403, 403],
  'POST /api/campaign/{id}/withdraw':                                   [401, 403, 403, 403, 200, 404, 403],
  'GET /api/brands/influencers/{creatorId}/campaigns':                  [401, 200, 200, 200, 403, 403, 403],
  'GET /api/brands/invite-options':                                     [401, 200, 200, 200, 403, 403, 403],
  'GET /api/admin/profile':                                             [401, 403, 403, 403, 403, 403, 200],
  'GET /api/admin/invitations':                                         [401, 403, 403, 403, 403, 403, 200],
  'POST /api/admin/invitations':                                        [401, 403, 403, 403, 403, 403, 201],
  'DELETE /api/admin/invitations/{id}':                                 [401, 403, 403, 403, 403, 403, 200],
  'GET /api/admin/creators':                                            [401, 403, 403, 403, 403, 403, 200],
  'PATCH /api/admin/creators/{id}':                                     [401, 403, 403, 403, 403, 403, 200],
  'GET /api/admin/brands':                                              [401, 403, 403, 403, 403, 403, 200],
  'PATCH /api/admin/brands/{id}':                                       [401, 403, 403, 403, 403, 403, 200],
  'GET /api/admin/contact-messages':                                    [401, 403, 403, 403, 403, 403, 200],
  'GET /api/live':                                                      [401, 200, 200, 200, 200, 200, 200],
  'POST /api/messages/send':                                            [401, 403, 201, 404, 403, 403, 403],
  'POST /api/messages/sendbrand':                                       [401, 403, 403, 403, 201, 404, 403],
  'GET /api/messages/message-brand/{campaignId}/{influencerId}':        [401, 404, 200, 404, 403, 403, 403],
  'GET /api/messages/message-influencer/{influencerId}/{campaignId}':   [401, 403, 403, 403, 200, 404, 403],
  'POST /api/messages/read':                                            [401, 404, 204, 404, 204, 404, 403],
  'GET /api/messages/unread':                                           [401, 200, 200, 200, 200, 200, 403],
  'GET /api/messages/files/{file}':                                     [200, 200, 200, 200, 200, 200, 200],
  'GET /api/billing/plans':                                             [200, 200, 200, 200, 200, 200, 200],
  'GET /api/billing':                                                   [401, 200, 200, 200, 200, 200, 403],
  'POST /api/billing/checkout':                                         [401, 200, 200, 200, 200, 200, 403],
  'POST /api/billing/portal':                                           [401, 200, 200, 200, 200, 200, 403],
  'POST /api/billing/sync':                                             [401, 200, 200, 200, 200, 200, 403],
  'POST /api/billing/webhook':                                          [200, 200, 200, 200, 200, 200, 200],
  'GET /api/club/meetings':                                             [401, 403, 403, 403, 403, 403, 200],
  'GET /api/orders/{id}':                                               [401, 403, 403, 403, 200, 404, 403],
  'GET /api/orders/{campaignId}/{creatorId}/work':                      [401, 404, 200, 404, 200, 404, 403],
  'PUT /api/orders/{campaignId}/{creatorId}/deliverables':              [401, 403, 200, 404, 403, 403, 403],
  'POST /api/orders/{campaignId}/{creatorId}/submissions':              [401, 403, 403, 403, 201, 404, 403],
  'POST /api/orders/{campaignId}/{creatorId}/reviews':                  [401, 404, 200, 404, 403, 403, 403],
  'POST /api/orders/{campaignId}/{creatorId}/close':                    [401, 404, 200, 404, 403, 403, 403],
  'PUT /api/orders/{campaignId}/{creatorId}/submissions/{submissionId}/showcase': [401, 404, 200, 404, 200, 404, 403],
  'PUT /api/orders/{campaignId}/{creatorId}/rating':                    [401, 404, 201, 404, 201, 404, 403],
  'GET /api/orders/{campaignId}/{creatorId}/deal':                      [401, 404, 200, 404, 200, 404, 403],
  'POST /api/orders/{campaignId}/{creatorId}/deal/proposals':           [401, 403, 201, 404, 201, 404, 403],
  'POST /api/orders/{campaignId}/{creatorId}/deal/proposals/{proposalId}/answer': [401, 403, 200, 404, 403, 404, 403],
  'POST /api/orders/{campaignId}/{creatorId}/offer/{proposalId}/answer': [401, 404, 200, 404, 200, 404, 403],
  'POST /api/orders/{campaignId}/{creatorId}/payment/dispute':          [401, 404, 200, 404, 200, 404, 403],
  'POST /api/orders/{campaignId}/{creatorId}/payment/dispute/proposal': [401, 404, 200, 404, 200, 404, 403],
  'POST /api/orders/{campaignId}/{creatorId}/payment/dispute/accept':   [401, 404, 200, 404, 200, 404, 403],
  'POST /api/admin/payments/{paymentId}/dispute/resolve':               [401, 403, 403, 403, 403, 403, 200],
  'GET /api/payments/terms':                                            [200, 200, 200, 200, 200, 200, 200],
  'GET /api/orders/{campaignId}/{creatorId}/payment':                   [401, 404, 200, 404, 200, 404, 200],
  'POST /api/orders/{campaignId}/{creatorId}/payment/checkout':         [401, 404, 200, 404, 403, 403, 403],
  'POST /api/orders/{campaignId}/{creatorId}/payment/sync':             [401, 404, 200, 404, 403, 403, 403],
  'GET /api/admin/ratings':                                             [401, 403, 403, 403, 403, 403, 200],
  'POST /api/admin/ratings/{ratingId}/hide':                            [401, 403, 403, 403, 403, 403, 200],
  'GET /api/admin/club-meetings':                                       [401, 403, 403, 403, 403, 403, 200],
  'POST /api/admin/club-meetings':                                      [401, 403, 403, 403, 403, 403, 201],
  'PUT /api/admin/club-meetings/{meetingId}':                           [401, 403, 403, 403, 403, 403, 200],
  'DELETE /api/admin/club-meetings/{meetingId}':                        [401, 403, 403, 403, 403, 403, 204],
  'GET /api/notifications':                                             [401, 200, 200, 200, 200, 200, 200],
  'POST /api/notifications/read-all':                                   [401, 200, 200, 200, 200, 200, 200],
  'POST /api/notifications/{notificationId}/read':                      [401, 404, 200, 404, 404, 404, 404],
  'GET /api/account/terms':                                             [401, 200, 200, 200, 200, 200, 403],
  'POST /api/account/terms':                                            [401, 200, 200, 200, 200, 200, 403],
  'GET /api/payouts':                                                   [401, 403, 403, 403, 200, 200, 403],
  'POST /api/payouts/onboarding':                                       [401, 403, 403, 403, 200, 200, 403],
  'POST /api/payouts/sync':                                             [401, 403, 403, 403, 200, 200, 403],
  'GET /api/payments/earnings':                                         [401, 403, 403, 403, 200, 200, 403],
  'GET /api/payments/spend':                                            [401, 200, 200, 200, 403, 403, 403],
  'GET /api/admin/payments':                                            [401, 403, 403, 403, 403, 403, 200],
  'GET /api/admin/payments.csv':                                        [401, 403, 403, 403, 403, 403, 200],
  'GET /api/shortlists':                                                [401, 200, 200, 200, 403, 403, 403],
  'POST /api/shortlists':                                               [401, 201, 201, 201, 403, 403, 403],
  'GET /api/shortlists/{shortlistId}':                                  [401, 404, 200, 404, 403, 403, 403],
  'PATCH /api/shortlists/{shortlistId}':                                [401, 404, 200, 404, 403, 403, 403],
  'DELETE /api/shortlists/{shortlistId}':                               [401, 404, 204, 404, 403, 403, 403],
  'GET /api/shortlists/{shortlistId}/members':                          [401, 404, 200, 404, 403, 403, 403],
  'PUT /api/shortlists/{shortlistId}/members/{creatorId}':              [401, 404, 200, 404, 403, 403, 403],
  'DELETE /api/shortlists/{shortlistId}/members/{creatorId}':           [401, 404, 200, 404, 403, 403, 403],
  'POST /api/shortlists/{shortlistId}/invite':                          [401, 403, 200, 404, 403, 403, 403],
  'GET /api/featured-creators':                                         [200, 200, 200, 200, 200, 200, 200],
  'GET /api/admin/featured-creators':                                   [401, 403, 403, 403, 403, 403, 200],
  'PUT /api/admin/featured-creators/{id}':                              [401, 403, 403, 403, 403, 403, 200],
  'DELETE /api/admin/featured-creators/{id}':                           [401, 403, 403, 403, 403, 403, 200],
  'GET /api/influencers/profile/media-kit':                             [401, 403, 403, 403, 200, 200, 403],
  'PUT /api/influencers/profile/media-kit':                             [401, 403, 403, 403, 200, 200, 403],
  // The hired creator's kit, for brands: its creator sees it, another creator is refused.
  'GET /api/media-kits/{handle}':                                       [401, 200, 200, 200, 200, 403, 200],
  'GET /api/media-kits/{handle}/portfolio/{submissionId}/image':        [200, 200, 200, 200, 200, 200, 200],
  // Download my data (issue 34): every brand (a lapsed one too) and creator, of their own.
  'GET /api/account/data-export':                                       [401, 200, 200, 200, 200, 200, 403],
  'POST /api/account/data-export':                                      [401, 202, 202, 202, 202, 202, 403],
  'POST /api/account/data-export/download':                             [401, 200, 200, 200, 200, 200, 403],
  // Leaving (issue 34): one's own request; the e-mailed link's token is the proof; erasing on request is the admins'.
  'GET /api/account/deletion':                                          [401, 200, 200, 200, 200, 200, 403],
  'POST /api/account/deletion':                                         [401, 200, 200, 200, 200, 200, 403],
  'DELETE /api/account/deletion':                                       [401, 200, 200, 200, 200, 200, 403],
  'POST /api/account/deletion/confirm':                                 [200, 200, 200, 200, 200, 200, 200],
  'POST /api/admin/accounts/{accountId}/erasure':                       [401, 403, 403, 403, 403, 403, 200],
  'GET /api/admin/account-erasures':                                    [401, 403, 403, 403, 403, 403, 200],
  // Running the product (issue 35): the status page is the admins'.
  'GET /api/admin/status':                                              [401, 403, 403, 403, 403, 403, 200],
};

const expectedOf = (row: Row) => Object.fromEntries(PRINCIPALS.map((principal, index) => [principal, row[index]]));

describe('the authorisation matrix: every route of the OpenAPI document × every kind of caller', () => {
  let context: TestContext;
  let fake: FakeStripe;
  let shared: MatrixWorld;
  let extras: MatrixExtras;
  let baseUrl: string;

  beforeAll(async () => {
    // The dev outbox is served only to a development server; it is in the matrix all the same.
    // Billing talks to the offline Stripe, so its routes answer as they would in production.
    fake = await startFakeStripe();
    context = await createTestContext({ env: { NODE_ENV: 'development', ...billingEnv(fake) } });
    shared = await createMatrixWorld(context);
    await givePasswords(context, shared);
    extras = await createExtras(context, shared);
    baseUrl = await context.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await context?.close();
    await fake?.close();
  });

  it('has one row for every documented route, and no row for a route the document lacks', () => {
    const documented = documentedRoutes(context.app).map((route) => route.key);
    const withoutRow = documented.filter((key) => !(key in EXPECTED));
    const withoutRoute = Object.keys(EXPECTED).filter((key) => !documented.includes(key));
    const withoutRequest = documented.filter((key) => !(key in REQUESTS));
    expect({ withoutRow, withoutRoute, withoutRequest }).toEqual({
      withoutRow: [],
      withoutRoute: [],
      withoutRequest: [],
    });
  });

  async function answerOf(
    key: string,
    plan: RequestPlan,
    principal: PrincipalName,
    otherAuthorization?: string,
  ): Promise<Answer> {
    const world = plan.fresh ? await createMatrixWorld(context) : shared;
    const request = await plan.build(world, context, extras, principal);
    const authorization = otherAuthorization ?? world.authorizationOf(principal);
    const headers = { ...request.headers, ...(authorization ? { authorization } : {}) };
    const method = key.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    if (plan.stream) return streamAnswerOf(`${baseUrl}${request.url}`, headers);
    const response = await context.app.inject({
      method,
      url: request.url,
      headers,
      remoteAddress: nextClientAddress(),
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    return { statusCode: response.statusCode, headers: response.headers, body: response.body };
  }

  it.each(Object.keys(EXPECTED))('%s', async (key) => {
    const plan = REQUESTS[key];
    const row = EXPECTED[key];
    if (!plan || !row) throw new Error(`${key} has no request to send`);
    const actual: Record<string, number> = {};
    const problems: string[] = [];
    for (const principal of PRINCIPALS) {
      const answer = await answerOf(key, plan, principal);
      actual[principal] = answer.statusCode;
      const problem = problemWithAnswer(answer);
      if (problem) problems.push(`${principal}: ${problem}`);
    }
    expect(actual).toEqual(expectedOf(row));
    expect(problems).toEqual([]);
  });

  // NOTE: Fastify validates the body before the preHandler that authenticates, so the matrix sends
  // valid bodies. An anonymous caller with a bad body learns the body's shape (400), never data;
  // admin routes check their caller first (issue 46), so a stranger learns nothing of theirs (401).
  // https://fastify.dev/docs/latest/Reference/Lifecycle/
  it('checks a JSON body before the caller save on admin routes: an anonymous bad body is 400, 401 there', async () => {
    const closedJson = documentedRoutes(context.app).filter(
      (route) => route.bodyTypes.includes('application/json') && EXPECTED[route.key]?.[0] === 401,
    );
    const answers: Record<string, number> = {};
    for (const route of closedJson) {
      const plan = REQUESTS[route.key];
      if (!plan) throw new Error(`${route.key} has no request to send`);
      const { url } = await plan.build(shared, context, extras, 'anonymous');
      const response = await context.app.inject({
        method: route.method as 'POST',
        url,
        payload: [],
        remoteAddress: nextClientAddress(),
      });
      answers[route.key] = response.statusCode;
      expect(problemWithAnswer(response), route.key).toBeNull();
    }
    expect(Object.keys(answers).length).toBeGreaterThan(0);
    expect(answers).toEqual(
      Object.fromEntries(closedJson.map((route) => [route.key, route.path.startsWith('/api/admin/') ? 401 : 400])),
    );
  });

  it('treats a logged-out token, a forged one and a malformed header as no token on every closed route', async () => {
    const account = await createBrand(context.db);
    const ended = await createLogin(context, account);
    await endSession(context, ended.sessionId);
    const forged = `Bearer ${await new SignJWT({ type: 'admin', sid: ended.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-secret-but-long-enough'))}`;
    // A live session, but the token's own expiry has passed.
    const live = await createLogin(context, account);
    const expiresAt = new Date(context.clock.now().getTime() - 1000);
    const expired = `Bearer ${await context.tokens.sign({ accountId: account.id, type: 'brand', sessionId: live.sessionId, expiresAt })}`;
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `Bearer ${encode({ alg: 'none' })}.${encode({ sub: account.id, type: 'admin', sid: live.sessionId, exp: 4e9 })}.`;
    const callers = {
      ended: ended.authorization,
      expired,
      forged,
      unsigned,
      malformed: 'Bearer a.b.c',
      basic: 'Basic YTpi',
    };
    const closed = Object.entries(EXPECTED).filter(([, row]) => row[0] === 401);
    const answers: Record<string, Record<string, number>> = {};
    for (const [key] of closed) {
      const plan = REQUESTS[key];
      if (!plan) throw new Error(`${key} has no request to send`);
      answers[key] = {};
      for (const [name, authorization] of Object.entries(callers)) {
        const answer = await answerOf(key, plan, 'anonymous', authorization);
        answers[key][name] = answer.statusCode;
        expect(problemWithAnswer(answer), `${key} as ${name}`).toBeNull();
      }
    }
    const allRefused = Object.fromEntries(
      closed.map(([key]) => [key, Object.fromEntries(Object.keys(callers).map((name) => [name, 401]))]),
    );
    expect(answers).toEqual(allRefused);
  });
});

/** A stream's status and, for a refusal, its body; an accepted stream is cut once its headers came. */
async function streamAnswerOf(url: string, headers: Record<string, string>): Promise<Answer> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const answerHeaders = Object.fromEntries(response.headers.entries());
  if (response.status === 200) {
    controller.abort();
    return { statusCode: 200, headers: answerHeaders, body: '' };
  }
  return { statusCode: response.status, headers: answerHeaders, body: await response.text() };
}
