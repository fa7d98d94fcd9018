import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { initI18n } from './i18n';
import './ui/styles/base.css';

/** The live radar's paths (desktop and /mobile): its page and MapLibre are worth fetching at once. */
const TRACKER_PATH = /^\/(mobile\/?)?(tracker\/.*)?$/;

// Translations must be ready before the router starts: its first guard run already calls the API
// with the `lang` parameter and the first render shows translated text.
async function start(): Promise<void> {
  // On the radar, fetch and evaluate its page (and the MapLibre chunk it imports) while the
  // translations load, instead of after the router has resolved the route: the router's own
  // lazy import then finds the module ready. Issue 7 counts the time to the first aircraft.
  if (TRACKER_PATH.test(window.location.pathname)) {
    void import('./features/tracker/TrackerPage').catch(() => undefined);
  }
  await initI18n();
  const router = createAppRouter();
  const root = document.getElementById('root');
  if (root === null) throw new Error('#root element missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
