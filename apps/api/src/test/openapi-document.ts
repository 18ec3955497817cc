import type { TestContext } from './test-context.ts';

/** The parts of the served OpenAPI document that tests check: its paths and named schemas. */
export type OpenApiOutline = { paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } };

/** The OpenAPI document as the app serves it at /api/docs/json. */
export async function fetchOpenApiDocument(context: TestContext): Promise<OpenApiOutline> {
  return (await context.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiOutline>();
}
