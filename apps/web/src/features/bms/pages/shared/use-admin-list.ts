import { useAdminPages } from './use-admin-pages';

/** One page of an admin list as the `/adsb` list calls answer it. */
export interface AdminPage<T> {
  list: T[];
  total: number;
}

/**
 * The state of a searchable admin list with a status filter (`useAdminPages` over the `/adsb`
 * list query: pageNum, pageSize, status, searchText).
 */
export function useAdminList<T, S extends string | number>(
  load: (
    query: { pageNum: number; pageSize: number } & {
      status: S | undefined;
      searchText: string | undefined;
    },
  ) => Promise<AdminPage<T>>,
) {
  return useAdminPages(
    (filters: { status?: S; searchText?: string }, paging) =>
      load({
        pageNum: paging.page,
        pageSize: paging.pageSize,
        status: filters.status,
        searchText: filters.searchText,
      }),
    {},
  );
}

export type AdminList<T, S extends string | number> = ReturnType<typeof useAdminList<T, S>>;
