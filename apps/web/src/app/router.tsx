import { createBrowserRouter } from 'react-router';
import { bmsRoute } from '../features/bms';
import { AppShell } from './AppShell';
import { registerRouteTree } from './nav';
import { createGuardLoader } from './router-guard';
import { RouteFailure } from './RouteFailure';
import { pages } from './routes';
import { Splash } from '../ui/Splash';

// History mode (spec §2). The root loader is the navigation guard, so it must run on every
// navigation, not only when the root's own params change.
export function createAppRouter() {
  const router = createBrowserRouter([
    // The back office has its own frame (no top bar) and its own guard run: signed-in only.
    {
      ...bmsRoute,
      HydrateFallback: Splash,
      ErrorBoundary: RouteFailure,
      loader: createGuardLoader([bmsRoute]),
      shouldRevalidate: () => true,
    },
    {
      path: '/',
      Component: AppShell,
      HydrateFallback: Splash,
      ErrorBoundary: RouteFailure,
      loader: createGuardLoader([{ path: '/', children: pages }]),
      shouldRevalidate: () => true,
      // Page failures render inside the shell, so the top bar stays usable.
      children: [{ ErrorBoundary: RouteFailure, children: pages }],
    },
  ]);
  // The site map shows an entry only when one of these routes answers it (app/nav.ts).
  registerRouteTree(router.routes);
  return router;
}
