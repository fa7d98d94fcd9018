import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { isTrackerPath } from './features/tracker/tracker.url';
import { initI18n } from './i18n';
import { markStartup } from './live/startup.marks';
import { loadSiteConfig } from './session/site-config.store';

/** A flight's playback link (spec §2 playback routes and their /mobile mirrors). */
const FLIGHT_PLAYBACK_PATH = /^\/(mobile\/)?(playback|playbacksup|flight-playback)\//;

// The React shell: translations, router, pages. On a radar path the entry (main.ts) loads it
// after the bootstrapped radar has painted its first aircraft.

/** Renders the app into #root; `onRouted` hears the path of every settled navigation. */
export async function startShell(onRouted?: (pathname: string) => void): Promise<void> {
  markStartup('shell-start');
  // On the radar, fetch and evaluate its page while the translations load, instead of after the
  // router has resolved the route: the router's own lazy import then finds the module ready.
  const path = window.location.pathname;
  if (isTrackerPath(path)) {
    void import('./features/tracker/TrackerPage').catch(() => undefined);
    // The phone's page too (its own chunk): it was requested only once the router had resolved.
    if (path.startsWith('/mobile')) {
      void import('./features/tracker/mobile/MobileTrackerPage').catch(() => undefined);
    }
  } else if (FLIGHT_PLAYBACK_PATH.test(path)) {
    void import('./features/playback/FlightPlaybackPage').catch(() => undefined);
  }
  // The login rule and map sources: the radar and every playback page wait for them.
  void loadSiteConfig();
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
