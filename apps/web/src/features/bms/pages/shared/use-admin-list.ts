import { useState } from 'react';
import { useLoaded } from './use-loaded';

/** One page of an admin list as the `/adsb` list calls answer it. */
export interface AdminPage<T> {
  list: T[];
  total: number;
}

export const ADMIN_PAGE_SIZE = 10;

/**
 * The state of a searchable admin list with a status filter: page, filters (a new search or
 * status goes back to page 1) and the loaded page.
 */
export function useAdminList<T, S extends string | number>(
  load: (
    query: { pageNum: number; pageSize: number } & {
      status: S | undefined;
      searchText: string | undefined;
    },
  ) => Promise<AdminPage<T>>,
) {
  const [page, setPage] = useState(1);
  const [status, setStatusNow] = useState<S>();
  const [searchText, setSearchText] = useState('');
  const filters = { status, searchText: searchText || undefined };
  const loaded = useLoaded(
    () => load({ pageNum: page, pageSize: ADMIN_PAGE_SIZE, ...filters }),
    JSON.stringify([page, filters]),
  );
  return {
    ...loaded,
    page,
    setPage,
    status,
    filters,
    setStatus: (value: S | undefined) => {
      setPage(1);
      setStatusNow(value);
    },
    search: (value: string) => {
      setPage(1);
      setSearchText(value.trim());
    },
  };
}

export type AdminList<T, S extends string | number> = ReturnType<typeof useAdminList<T, S>>;
