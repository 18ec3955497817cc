import { z } from 'zod';
import { CLOSE_OUTCOMES, REVIEW_OUTCOMES } from '../domain/order-work.ts';

/**
 * What a work message card in the thread shows: a snapshot taken when it was sent (the Work panel
 * holds the current state).
 */
export const WorkCardSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('submission'),
      submissionId: z.uuid(),
      deliverableId: z.uuid(),
      deliverableTitle: z.string(),
      version: z.number().int().positive(),
      postUrl: z.string().nullable(),
    }),
    z.object({
      kind: z.literal('review'),
      outcomes: z.array(
        z.object({
          submissionId: z.uuid(),
          deliverableTitle: z.string(),
          version: z.number().int().positive(),
          outcome: z.enum(REVIEW_OUTCOMES),
        }),
      ),
    }),
    z.object({ kind: z.literal('close'), outcome: z.enum(CLOSE_OUTCOMES), reason: z.string() }),
  ])
  .meta({ id: 'WorkCard' });
export type WorkCard = z.infer<typeof WorkCardSchema>;
