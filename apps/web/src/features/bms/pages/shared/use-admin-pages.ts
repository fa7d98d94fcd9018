import { useState } from 'react';
import { useLoaded } from './use-loaded';

/** Rows a back-office list shows on one page unless the page says otherwise. */
export const ADMIN_PAGE_SIZE = 10;

/** Which page of a list to load, and how many rows a page holds. */
export interface AdminPaging {
  page: number;
  pageSize: number;
}

/** How a paged list loads beyond its filters. */
export interface AdminPagesOptions {
  /** Rows a page holds (the server's page size for this list). */
  pageSize?: number;
  /** What else the load reads (the props of a drawer, say): a change loads the page again. */
  inputs?: unknown[];
}

/**
 * The state of a paged back-office list: its filters, the page, and the loaded answer. A new
 * filter goes back to page 1 (the old page number may not exist under it).
 */
export function useAdminPages<F extends object, A>(
  load: (filters: F, paging: AdminPaging) => Promise<A>,
  initialFilters: NoInfer<F> | (() => NoInfer<F>),
  options: AdminPagesOptions = {},
) {
  const { pageSize = ADMIN_PAGE_SIZE, inputs = [] } = options;
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<F>(initialFilters);
  // A filter may be a dayjs day: JSON gives it as its ISO text, which changes with the day.
  const loaded = useLoaded(
    () => load(filters, { page, pageSize }),
    JSON.stringify([page, filters, inputs]),
  );
  return {
    ...loaded,
    page,
    setPage,
    pageSize,
    filters,
    filter: (change: Partial<F>) => {
      setPage(1);
      setFilters((current) => ({ ...current, ...change }));
    },
  };
}

/** A paged list as `useAdminPages` keeps it (what `AdminTable` pages through). */
export interface AdminPages {
  page: number;
  setPage: (page: number) => void;
  pageSize: number;
  loading: boolean;
}
