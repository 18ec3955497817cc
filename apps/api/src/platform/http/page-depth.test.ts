import { randomUUID } from 'node:crypto';
import { PAGE_TOO_DEEP_MESSAGE } from '@equicreators/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createLogin } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

type OpenApiSchema = { type?: string; format?: string; items?: OpenApiSchema };
type OpenApiParameter = { name: string; in: string; required?: boolean; schema?: OpenApiSchema };

/** A required query parameter that takes ids (the invite options' creators), which the request then carries. */
function isRequiredIds(parameter: OpenApiParameter): boolean {
  const schema = parameter.schema?.type === 'array' ? parameter.schema.items : parameter.schema;
  return Boolean(parameter.required) && schema?.format === 'uuid';
}
type OpenApiDocument = { paths: Record<string, Record<string, { parameters?: OpenApiParameter[] }>> };

describe('every paged list', () => {
  let context: TestContext;
  let lists: string[] = [];
  beforeAll(async () => {
    // NODE_ENV=development so the developer outbox's list is among them.
    context = await createTestContext({ env: { NODE_ENV: 'development' } });
    const document = (await context.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
    lists = Object.entries(document.paths).flatMap(([path, operations]) => {
      const query = (operations.get?.parameters ?? []).filter((parameter) => parameter.in === 'query');
      const isPaged = ['page', 'pageSize'].every((name) => query.some((parameter) => parameter.name === name));
      // A list that needs more than a page (the invite options need the creators) gets ids for it.
      const needed = query.filter(isRequiredIds);
      const neededQuery = needed.map((parameter) => `${parameter.name}=${randomUUID()}&`).join('');
      return isPaged ? [`${path.replace(/\{[^}]+\}/g, () => randomUUID())}?${neededQuery}`] : [];
    });
  });
  afterAll(() => context.close());

  it('is found in the OpenAPI document', () => {
    expect(lists.length).toBeGreaterThanOrEqual(8);
    expect(lists).toContain('/api/influencers?');
    expect(lists).toContain('/api/dev/outbox?');
    expect(lists).toContain('/api/payments/spend?');
    expect(lists).toContain('/api/admin/payments?');
  });

  it('refuses a page beyond 10,000 rows with 400 and the same message, before anyone is asked who they are (on an admin list, once the admin is)', async () => {
    // An admin's list asks who calls first (issue 46: a stranger never reads an admin route's
    // validation messages), so it is asked by an admin, and answers a stranger 401.
    const admin = (await createLogin(context, await createAccount(context.db, 'admin'))).authorization;
    for (const path of lists) {
      const isAdminList = path.startsWith('/api/admin/');
      if (isAdminList) {
        const stranger = await context.app.inject({ method: 'GET', url: `${path}page=501` });
        expect([path, stranger.statusCode]).toEqual([path, 401]);
      }
      for (const query of ['page=501', 'page=101&pageSize=100', 'page=4999&pageSize=20']) {
        const response = await context.app.inject({
          method: 'GET',
          url: `${path}${query}`,
          headers: isAdminList ? { authorization: admin } : {},
        });
        expect([path, query, response.statusCode]).toEqual([path, query, 400]);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: `page: ${PAGE_TOO_DEEP_MESSAGE}`,
          fields: [{ field: 'page', message: PAGE_TOO_DEEP_MESSAGE }],
        });
      }
    }
  });

  it('reads the deepest page allowed', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/dev/outbox?page=100&pageSize=100' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ items: [], page: 100, pageSize: 100 });
  });
});
