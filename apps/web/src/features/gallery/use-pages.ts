import { useEffect, useState } from 'react';
import type { Picture, PicturePage } from '@skytrace/contracts';
import { failureText } from '../../api/failure';

/**
 * A photo list loaded a page at a time ("Load more" appends, spec §7 `isLastPage`). `key`
 * restarts it at page 1 (another author); the last answer stays on screen while the next loads.
 */
export function usePages(load: (page: number) => Promise<PicturePage>, key: string) {
  const [asked, setAsked] = useState({ key, page: 1 });
  const page = asked.key === key ? asked.page : 1;
  const wanted = `${key}#${page}`;
  const [state, setState] = useState<{
    for?: string;
    list: Picture[];
    isLastPage: boolean;
    error?: string;
  }>({ list: [], isLastPage: false });

  useEffect(() => {
    let live = true;
    load(page).then(
      (answer) =>
        live &&
        setState((previous) => ({
          for: wanted,
          list: page === 1 ? answer.list : [...previous.list, ...answer.list],
          isLastPage: answer.isLastPage,
        })),
      (error: unknown) =>
        live && setState((previous) => ({ ...previous, for: wanted, error: failureText(error) })),
    );
    return () => {
      live = false;
    };
    // `load` changes with `key` only, which `wanted` carries.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);

  return {
    list: state.list,
    isLastPage: state.isLastPage,
    error: state.error,
    loaded: state.for !== undefined,
    loading: state.for !== wanted,
    more: () => setAsked({ key, page: page + 1 }),
    /** Shows an edited photo in its place. */
    replace: (picture: Picture) =>
      setState((previous) => ({
        ...previous,
        list: previous.list.map((item) => (item.id === picture.id ? picture : item)),
      })),
    /** Takes a deleted photo off the list (the pages after it are not shifted). */
    drop: (id: number) =>
      setState((previous) => ({
        ...previous,
        list: previous.list.filter((item) => item.id !== id),
      })),
  };
}
