import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { isTrackerPath } from './features/tracker/tracker.url';
import { initI18n } from './i18n';

// The React shell: translations, router, pages. On a radar path the entry (main.ts) loads it
// after the bootstrapped radar has painted its first aircraft.

/** Renders the app into #root; `onRouted` hears the path of every settled navigation. */
export async function startShell(onRouted?: (pathname: string) => void): Promise<void> {
  // On the radar, fetch and evaluate its page while the translations load, instead of after the
  // router has resolved the route: the router's own lazy import then finds the module ready.
  if (isTrackerPath(window.location.pathname)) {
    void import('./features/tracker/TrackerPage').catch(() => undefined);
  }
  // Translations must be ready before the router starts: its first guard run already calls the
  // API with the `lang` parameter and the first render shows translated text.
  await initI18n();
  const router = createAppRouter();
  if (onRouted !== undefined) {
    router.subscribe((state) => {
      if (state.navigation.state === 'idle') onRouted(state.location.pathname);
    });
  }
  const root = document.getElementById('root');
  if (root === null) throw new Error('#root element missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
