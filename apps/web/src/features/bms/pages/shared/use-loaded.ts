import { failureText } from '../../../../api/failure';
import { useLoad } from '../../../../api/use-load';

/**
 * The back office's loader: `useLoad` with the failure as the text its pages show (the last
 * answer stays on screen while the next one loads).
 */
export function useLoaded<T>(load: () => Promise<T>, key: string) {
  const loaded = useLoad(() => load(), key);
  return {
    data: loaded.data,
    error: loaded.error === undefined ? undefined : failureText(loaded.error),
    loading: loaded.loading,
    reload: loaded.reload,
  };
}
