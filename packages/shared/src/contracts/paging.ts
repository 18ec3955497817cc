import { z } from 'zod';
import { PAGE_LIMITS } from '../limits.ts';

/** Query parameters every list endpoint accepts. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_LIMITS.maxPageSize).default(PAGE_LIMITS.defaultPageSize),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

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
