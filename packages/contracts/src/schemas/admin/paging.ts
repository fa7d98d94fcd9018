// Paging of the back office's lists: `page` from 1, `pageSize` rows, answered with the total so
// the table can draw its pager.
import { z } from 'zod';

/** Most rows one page of a back-office list holds. */
export const ADMIN_MAX_PAGE_SIZE = 100;

/** `page` (from 1) and `pageSize` of a list query. */
export const adminPageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(20),
};

/** One page of `item`s with the total that match the filters. */
export function adminPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
