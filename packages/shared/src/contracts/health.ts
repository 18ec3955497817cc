import { z } from 'zod';

export const DATABASE_ENGINES = ['pglite', 'postgres'] as const;
export type DatabaseEngine = (typeof DATABASE_ENGINES)[number];

export const HealthResponseSchema = z
  .object({
    status: z.literal('ok'),
    database: z.object({
      engine: z.enum(DATABASE_ENGINES),
      ok: z.boolean(),
      latencyMs: z.number(),
    }),
    uptimeSeconds: z.number(),
    version: z.string(),
    /**
     * The major of the Node.js that runs this process, e.g. `24` (issue 46: the public answer names
     * no exact release; the server's start-up banner does).
     */
    node: z.string(),
  })
  .meta({ id: 'HealthResponse' });
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
