import { z } from 'zod';
import { PAGE_LIMITS } from '../limits.ts';

/** The message of a page beyond PAGE_LIMITS.maxDepth, the same on every list. */
export const PAGE_TOO_DEEP_MESSAGE =
  `Page too deep: page × pageSize may not exceed ${PAGE_LIMITS.maxDepth.toLocaleString('en-US')} rows; ` +
  'narrow the search or the filters to reach the rest.';

/**
 * Query parameters every list endpoint accepts (extend it: the depth check comes along). A page
 * whose last row lies beyond PAGE_LIMITS.maxDepth is refused with 400 and PAGE_TOO_DEEP_MESSAGE on
 * `page`, before any query runs.
 */
export const PageQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(PAGE_LIMITS.maxPageSize).default(PAGE_LIMITS.defaultPageSize),
  })
  .superRefine((query, context) => {
    if (query.page * query.pageSize > PAGE_LIMITS.maxDepth) {
      context.addIssue({ code: 'custom', path: ['page'], message: PAGE_TOO_DEEP_MESSAGE, input: query.page });
    }
  });
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** The last page a list can be read to: the pages it has, or the deepest one allowed. */
export function lastPageOf({ pageSize, total }: { pageSize: number; total: number }): number {
  const deepest = Math.max(1, Math.floor(PAGE_LIMITS.maxDepth / pageSize));
  return Math.max(1, Math.min(Math.ceil(total / pageSize), deepest));
}

/** The page after this one, if there is one within reach (for lists loaded as they scroll). */
export function nextPageOf(current: { page: number; pageSize: number; total: number }): number | undefined {
  return current.page < lastPageOf(current) ? current.page + 1 : undefined;
}

/** Wraps an item schema in the envelope every list endpoint answers with. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
}
export type Page<Item> = { items: Item[]; page: number; pageSize: number; total: number };
