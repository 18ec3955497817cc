import type { FastifyInstance } from 'fastify';

/** One operation of the OpenAPI document: its method, its path as Fastify writes it, and what it reads. */
export type DocumentedRoute = {
  /** `GET /api/campaign/{id}`: the key of the matrix table and of the fuzzing lists. */
  key: string;
  method: string;
  path: string;
  /** The media types of its request body (`application/json`, `multipart/form-data`…), none without a body. */
  bodyTypes: string[];
  /** The names of its query parameters. */
  queryNames: string[];
};

type Operation = {
  requestBody?: { content?: Record<string, unknown> };
  parameters?: { in?: string; name?: string }[];
};
type OpenApiDocument = { paths?: Record<string, Record<string, Operation>> };

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation under /api in the document the app serves, as the routes are registered now. */
export function documentedRoutes(app: FastifyInstance): DocumentedRoute[] {
  // The swagger plugin types its document loosely; only paths, bodies and parameters are read.
  const document = app.swagger() as unknown as OpenApiDocument;
  const routes: DocumentedRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    if (!path.startsWith('/api/')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.has(method)) continue;
      const upper = method.toUpperCase();
      routes.push({
        key: `${upper} ${path}`,
        method: upper,
        path,
        bodyTypes: Object.keys(operation.requestBody?.content ?? {}),
        queryNames: (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => parameter.name ?? ''),
      });
    }
  }
  return routes;
}

/** `/api/campaign/{id}` with `{ id: '…' }` → `/api/campaign/…`. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}
