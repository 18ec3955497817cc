import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEnv } from '../billing.ts';
import { startFakeStripe, type FakeStripe } from '../stripe/fake-stripe-server.ts';
import { createTestContext, type TestContext } from '../test-context.ts';
import { formVariants, jsonVariants, type Variant } from './fuzz-variants.ts';
import { HOSTILE_QUERY_VALUES } from './hostile-inputs.ts';
import { createExtras, givePasswords, REQUESTS, type MatrixExtras } from './matrix-requests.ts';
import { createMatrixWorld, nextClientAddress, type MatrixWorld, type PrincipalName } from './matrix-world.ts';
import { documentedRoutes, type DocumentedRoute } from './openapi-routes.ts';
import { problemWithAnswer } from './response-checks.ts';

/** Who may call each route with a body: the fuzzing goes as them, past authentication, into validation and the rules. */
const BODY_CALLERS: Record<string, PrincipalName[]> = {
  'POST /api/influencers/sendcode': ['anonymous'],
  'POST /api/influencers': ['anonymous'],
  'POST /api/brands': ['anonymous'],
  'POST /api/brands/login': ['anonymous'],
  'POST /api/influencers/login': ['anonymous'],
  'POST /api/admin/login': ['anonymous'],
  'POST /api/fp/forgot-password': ['anonymous'],
  'POST /api/fp/reset-password': ['anonymous'],
  'POST /api/influencers/confirm-email': ['anonymous'],
  'PUT /api/influencers/profile/edit': ['hiredCreator'],
  'PUT /api/influencers/profile/facets': ['hiredCreator'],
  'POST /api/campaign': ['brandOwner'],
  'POST /api/campaign/{campaignId}/influencer/{influencerId}': ['brandOwner', 'otherCreator'],
  'POST /api/campaign/{id}/hire': ['brandOwner'],
  'PUT /api/campaign/{id}': ['brandOwner'],
  'POST /api/admin/invitations': ['admin'],
  'PATCH /api/admin/creators/{id}': ['admin'],
  'PATCH /api/admin/brands/{id}': ['admin'],
  'POST /api/contact': ['anonymous', 'brandOwner'],
  'POST /api/newsletter': ['anonymous'],
  'POST /api/newsletter/confirm': ['anonymous'],
  'POST /api/unsubscribe': ['anonymous'],
  'PUT /api/account/email-preferences': ['hiredCreator', 'admin'],
  'POST /api/admin/newsletter/issues': ['admin'],
  'POST /api/vitals': ['anonymous'],
  'POST /api/messages/send': ['brandOwner'],
  'POST /api/messages/sendbrand': ['hiredCreator'],
  'POST /api/messages/read': ['brandOwner', 'hiredCreator'],
  'POST /api/billing/checkout': ['unpaidBrand', 'otherCreator'],
  'PUT /api/orders/{campaignId}/{creatorId}/deliverables': ['brandOwner'],
  'POST /api/orders/{campaignId}/{creatorId}/submissions': ['hiredCreator'],
  'POST /api/orders/{campaignId}/{creatorId}/reviews': ['brandOwner'],
  'POST /api/orders/{campaignId}/{creatorId}/close': ['brandOwner'],
  'PUT /api/orders/{campaignId}/{creatorId}/submissions/{submissionId}/showcase': ['brandOwner', 'hiredCreator'],
  'PUT /api/orders/{campaignId}/{creatorId}/rating': ['brandOwner', 'hiredCreator'],
  'POST /api/orders/{campaignId}/{creatorId}/deal/proposals': ['brandOwner', 'hiredCreator'],
  'POST /api/orders/{campaignId}/{creatorId}/deal/proposals/{proposalId}/answer': ['brandOwner'],
  'POST /api/orders/{campaignId}/{creatorId}/payment/dispute': ['brandOwner', 'hiredCreator'],
  'POST /api/orders/{campaignId}/{creatorId}/payment/dispute/proposal': ['brandOwner', 'hiredCreator'],
  'POST /api/orders/{campaignId}/{creatorId}/payment/dispute/accept': ['brandOwner', 'hiredCreator'],
  'POST /api/orders/{campaignId}/{creatorId}/offer/{proposalId}/answer': ['hiredCreator', 'brandOwner'],
  'POST /api/admin/payments/{paymentId}/dispute/resolve': ['admin'],
  'POST /api/payouts/onboarding': ['hiredCreator'],
  'POST /api/admin/ratings/{ratingId}/hide': ['admin'],
  'POST /api/admin/club-meetings': ['admin'],
  'PUT /api/admin/club-meetings/{meetingId}': ['admin'],
  'POST /api/shortlists': ['brandOwner'],
  'PATCH /api/shortlists/{shortlistId}': ['brandOwner'],
  'POST /api/shortlists/{shortlistId}/invite': ['brandOwner'],
  'PUT /api/influencers/profile/media-kit': ['hiredCreator'],
  'POST /api/account/data-export/download': ['hiredCreator', 'brandOwner'],
  'POST /api/account/terms': ['brandOwner', 'hiredCreator'],
  'POST /api/account/deletion': ['hiredCreator', 'brandOwner'],
  'POST /api/account/deletion/confirm': ['anonymous'],
  'POST /api/admin/accounts/{accountId}/erasure': ['admin'],
};

/** Who may call each route with a query string (both kinds where the route reads differently for each). */
const QUERY_CALLERS: Record<string, PrincipalName[]> = {
  'GET /api/influencers': ['brandOwner', 'unpaidBrand'],
  'GET /api/influencers/facet-counts': ['brandOwner', 'unpaidBrand'],
  'GET /api/influencers/campaignOfInfluencers': ['brandOwner'],
  'GET /api/influencers/campaignOfInfluncers': ['brandOwner'],
  'GET /api/campaign': ['hiredCreator', 'brandOwner', 'admin'],
  'GET /api/campaign/{userId}/campaigns': ['hiredCreator'],
  'GET /api/brands/influencers/{creatorId}/campaigns': ['brandOwner'],
  'GET /api/brands/invite-options': ['brandOwner'],
  'GET /api/admin/invitations': ['admin'],
  'GET /api/admin/creators': ['admin'],
  'GET /api/admin/brands': ['admin'],
  'GET /api/admin/contact-messages': ['admin'],
  'GET /api/admin/ratings': ['admin'],
  'GET /api/admin/club-meetings': ['admin'],
  'GET /api/club/meetings': ['admin'],
  'GET /api/messages/message-brand/{campaignId}/{influencerId}': ['brandOwner'],
  'GET /api/messages/message-influencer/{influencerId}/{campaignId}': ['hiredCreator'],
  'GET /api/messages/files/{file}': ['anonymous'],
  'GET /api/dev/outbox': ['anonymous'],
  'GET /api/unsubscribe': ['anonymous'],
  'POST /api/unsubscribe': ['anonymous'],
  'GET /api/notifications': ['hiredCreator', 'brandOwner', 'admin'],
  'GET /api/influencers/invitations': ['hiredCreator'],
  'GET /api/payments/spend': ['brandOwner', 'unpaidBrand'],
  'GET /api/admin/payments': ['admin'],
  'GET /api/admin/payments.csv': ['admin'],
  'GET /api/shortlists': ['brandOwner'],
  'GET /api/shortlists/{shortlistId}/members': ['brandOwner'],
  'GET /api/media-kits/{handle}/portfolio/{submissionId}/image': ['anonymous'],
};

describe('hostile bodies and query strings on every route that reads one', () => {
  let context: TestContext;
  let fake: FakeStripe;
  let world: MatrixWorld;
  let extras: MatrixExtras;
  let routes: DocumentedRoute[];

  beforeAll(async () => {
    fake = await startFakeStripe();
    context = await createTestContext({ env: { NODE_ENV: 'development', ...billingEnv(fake) } });
    world = await createMatrixWorld(context);
    await givePasswords(context, world);
    extras = await createExtras(context, world);
    routes = documentedRoutes(context.app);
  });
  afterAll(async () => {
    await context?.close();
    await fake?.close();
  });

  it('knows who may call every documented route that takes a body or a query', () => {
    const withBody = routes.filter((route) => route.bodyTypes.length > 0).map((route) => route.key);
    const withQuery = routes.filter((route) => route.queryNames.length > 0).map((route) => route.key);
    expect({
      bodyRoutesWithoutCaller: withBody.filter((key) => !(key in BODY_CALLERS)),
      bodyCallersWithoutRoute: Object.keys(BODY_CALLERS).filter((key) => !withBody.includes(key)),
      queryRoutesWithoutCaller: withQuery.filter((key) => !(key in QUERY_CALLERS)),
      queryCallersWithoutRoute: Object.keys(QUERY_CALLERS).filter((key) => !withQuery.includes(key)),
    }).toEqual({
      bodyRoutesWithoutCaller: [],
      bodyCallersWithoutRoute: [],
      queryRoutesWithoutCaller: [],
      queryCallersWithoutRoute: [],
    });
  });

  /** Sends every variant and answers the problems found, one line each. */
  async function problemsOf(
    method: string,
    url: string,
    authorization: string | undefined,
    label: string,
    variants: Variant[],
  ) {
    const problems: string[] = [];
    for (const variant of variants) {
      const response = await context.app.inject({
        method: method as 'POST',
        url,
        remoteAddress: nextClientAddress(),
        headers: {
          ...(authorization ? { authorization } : {}),
          ...(variant.contentType ? { 'content-type': variant.contentType } : {}),
        },
        payload: variant.payload,
      });
      const problem = problemWithAnswer({
        statusCode: response.statusCode,
        headers: response.headers,
        body: response.body,
      });
      if (problem) problems.push(`${label}, ${variant.name}: ${problem}`);
    }
    return problems;
  }

  it.each(Object.keys(BODY_CALLERS))('%s', async (key) => {
    const route = routes.find((candidate) => candidate.key === key);
    const plan = REQUESTS[key];
    if (!route || !plan) throw new Error(`${key} is not documented or has no request`);
    const problems: string[] = [];
    for (const principal of BODY_CALLERS[key] ?? []) {
      // A route that changes what others read (a reset ends sessions, a block locks out) gets its own world.
      const target = plan.fresh ? await createMatrixWorld(context) : world;
      const request = await plan.build(target, context, extras, principal);
      const authorization = target.authorizationOf(principal);
      const variants = route.bodyTypes.includes('multipart/form-data')
        ? await formVariants(key, target)
        : jsonVariants(request.payload);
      problems.push(...(await problemsOf(route.method, request.url, authorization, principal, variants)));
    }
    expect(problems).toEqual([]);
  });

  it.each(Object.keys(QUERY_CALLERS))('the query string of %s', async (key) => {
    const route = routes.find((candidate) => candidate.key === key);
    const plan = REQUESTS[key];
    if (!route || !plan) throw new Error(`${key} is not documented or has no request`);
    const problems: string[] = [];
    for (const principal of QUERY_CALLERS[key] ?? []) {
      const { url } = await plan.build(world, context, extras, principal);
      const [path = url, query = ''] = url.split('?');
      const others = (name: string) => query.split('&').filter((pair) => pair && !pair.startsWith(`${name}=`));
      const variants: { name: string; url: string }[] = [];
      for (const name of route.queryNames) {
        const withValues = (...values: string[]) =>
          `${path}?${[...others(name), ...values.map((value) => `${name}=${value}`)].join('&')}`;
        for (const { name: valueName, encoded } of HOSTILE_QUERY_VALUES) {
          variants.push({ name: `${name} = ${valueName}`, url: withValues(encoded) });
        }
        variants.push({ name: `${name} twice`, url: withValues('1', '2') });
        variants.push({ name: `${name} 100 times`, url: withValues(...Array.from({ length: 100 }, () => '1')) });
        variants.push({ name: `${name}[] as an array`, url: `${path}?${[...others(name), `${name}[]=1`].join('&')}` });
        variants.push({
          name: `${name}[key] as an object`,
          url: `${path}?${[...others(name), `${name}[a]=1`].join('&')}`,
        });
      }
      variants.push({
        name: '__proto__ in the query',
        url: `${url}${query ? '&' : '?'}__proto__[polluted]=1&constructor=x`,
      });
      const authorization = world.authorizationOf(principal);
      for (const variant of variants) {
        const response = await context.app.inject({
          method: 'GET',
          url: variant.url,
          remoteAddress: nextClientAddress(),
          headers: authorization ? { authorization } : {},
        });
        const answer = { statusCode: response.statusCode, headers: response.headers, body: response.body };
        const problem = problemWithAnswer(answer);
        if (problem) problems.push(`${principal}, ${variant.name}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('leaves no prototype polluted and the server answering', async () => {
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const health = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const profile = await context.app.inject({
      method: 'GET',
      url: '/api/brands/profile',
      headers: { authorization: world.brandOwner.authorization },
    });
    expect(profile.statusCode).toBe(200);
  });
});
