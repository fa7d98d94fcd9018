import { failureText } from '../../api/failure';
import { useLoad } from '../../api/use-load';

/** A list the page loads once and again after each change; the last answer stays on screen. */
export function useList<T>(load: () => Promise<T[]>) {
  const loaded = useLoad(() => load(), 'list');
  return {
    list: loaded.data,
    error: loaded.error === undefined ? undefined : failureText(loaded.error),
    loading: loaded.loading,
    reload: loaded.reload,
  };
}
