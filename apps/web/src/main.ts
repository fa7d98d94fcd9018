import { isTrackerPath } from './features/tracker/tracker.url';
import './ui/styles/base.css';

// The entry. On the live radar the map and its aircraft come first (issue 7: first aircraft
// ≤ 1.5 s after navigation, ≤ 400 KB of JavaScript before it): the bootstrap starts the socket,
// MapLibre and the aircraft layer without React; the shell follows once the first aircraft is
// painted, at once when there is nothing to paint (an empty view, a socket that gave up), and
// after SHELL_DEADLINE_MS at the latest (a slow network must not hold the page's controls back).
// Every other path loads the shell at once.

const SHELL_DEADLINE_MS = 2500;

async function bootRadarFirst(pathname: string): Promise<(path: string) => void> {
  try {
    const { bootRadar, discardBootedRadar } = await import('./features/tracker/radar/radar.boot');
    const core = bootRadar(pathname);
    if (core !== null) {
      let deadline: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        core.settled,
        new Promise((resolve) => (deadline = setTimeout(resolve, SHELL_DEADLINE_MS))),
      ]);
      clearTimeout(deadline);
    }
    // A radar the first route did not adopt (a guard redirected to login, say) stops.
    return (path) => {
      if (!isTrackerPath(path)) discardBootedRadar();
    };
  } catch (error) {
    // The bootstrap failing (chunk load error) only costs the head start: the page starts its own.
    console.error('radar bootstrap failed', error);
    return () => undefined;
  }
}

async function start(): Promise<void> {
  const pathname = window.location.pathname;
  const onRouted = isTrackerPath(pathname) ? await bootRadarFirst(pathname) : undefined;
  const { startShell } = await import('./shell');
  await startShell(onRouted);
}

void start();
