import { variantRedirect } from './app/mobile-redirect';
import { isTrackerPath } from './features/tracker/tracker.url';
import { currentLanguage, htmlLang } from './i18n/language';
import { isMobileDevice, probeDevice } from './lib/device';
import { markStartup } from './live/startup.marks';
import { removeBootChrome, showBootChrome } from './ui/boot-chrome';
import './ui/styles/base.css';

// The entry. On the live radar the map and its aircraft come first (issue 7: first aircraft
// ≤ 1.5 s after navigation, ≤ 400 KB of JavaScript before it): the bootstrap starts the socket,
// MapLibre and the aircraft layer without React. The shell starts once the first aircraft is
// painted, at once when there is nothing to paint (an empty view, a socket that gave up), and
// after SHELL_DEADLINE_MS at the latest (a slow network must not hold the page's controls back).
// A phone (issue 15: a dark rectangle with one aircraft after 4–8 s at 4× CPU throttling) gets
// its variant before anything is drawn, its bar and search box as plain elements at once
// (ui/boot-chrome.ts, taken over by the shell's), and the shell's script downloaded alongside
// MapLibre; the shell's first render, which had run beside the first batch, now follows the
// first aircraft as on a desktop (apps/web/README.md, "Start-up on a phone").
// Every other path loads the shell at once.

const SHELL_DEADLINE_MS = 2500;

/**
 * Spec §2's variants, chosen before the first paint: a phone on `/` or `/tracker/…` is moved to
 * `/mobile…` (and a desktop on `/mobile…` back) in place, so the router's guard finds nothing to
 * redirect and nothing is drawn twice.
 */
function chooseVariant(): { pathname: string; mobile: boolean } {
  const mobile = isMobileDevice(probeDevice());
  const { pathname, search, hash } = window.location;
  const target = variantRedirect(pathname, search, mobile);
  if (target !== null) window.history.replaceState(window.history.state, '', `${target}${hash}`);
  // The page's language before i18next arrives: the booted base map names places in it at once.
  document.documentElement.lang = htmlLang(currentLanguage());
  markStartup('variant');
  return { pathname: window.location.pathname, mobile };
}

async function bootRadarFirst(pathname: string, mobile: boolean): Promise<(path: string) => void> {
  try {
    const { bootRadar, discardBootedRadar } = await import('./features/tracker/radar/radar.boot');
    // A phone draws the land alongside its first aircraft; a desktop draws the aircraft first.
    const core = bootRadar(pathname, { landFirst: mobile });
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
      if (isTrackerPath(path)) return;
      discardBootedRadar();
      removeBootChrome();
    };
  } catch (error) {
    // The bootstrap failing (chunk load error) only costs the head start: the page starts its own.
    console.error('radar bootstrap failed', error);
    return (path) => {
      if (!isTrackerPath(path)) removeBootChrome();
    };
  }
}

async function start(): Promise<void> {
  const { pathname, mobile } = chooseVariant();
  const radar = isTrackerPath(pathname);
  // A phone's bar and search box before anything else: plain elements the shell takes over.
  if (mobile && radar) showBootChrome();
  // A phone downloads the shell alongside MapLibre, a desktop radar after the paint; both start
  // it after the paint.
  const shell = mobile || !radar ? requestShell() : undefined;
  const onRouted = radar ? await bootRadarFirst(pathname, mobile) : undefined;
  const { startShell } = await (shell ?? requestShell());
  await startShell(onRouted);
}

function requestShell(): Promise<typeof import('./shell')> {
  markStartup('shell-requested');
  return import('./shell');
}

void start();
