import type { Language } from '../i18n/language';
import type { Messages } from '../i18n/resources/en';

/** A labelled group of the top bar (a menu on desktops, a section of the phone menu). */
export type NavGroup = 'playback' | 'community';

/**
 * A navigation entry: its path and its label key under `nav.`. Features declare theirs; the app
 * lists them in one table (app/nav.ts), which shows an entry only when its route exists and the
 * route's access level lets the user in.
 */
export interface NavItem {
  to: string;
  labelKey: `nav.${keyof Messages['nav']}`;
  /** Active only on the exact path (the home entry), not on the paths below it. */
  end: boolean;
  /** Where it is listed: the main bar (default) or the user menu. */
  place?: 'main' | 'user';
  /** The group it is listed in within the main bar. */
  group?: NavGroup;
  /** Other paths (patterns) on which the entry is the current area, e.g. the tracker's URLs. */
  activeOn?: readonly string[];
  /** Only for users with at least one permission (spec §2 user menu: the admin system). */
  needsPermission?: boolean;
}

/** The entries one user sees: the main bar's and the user menu's. */
export interface VisibleNav {
  main: readonly NavItem[];
  user: readonly NavItem[];
}

/** A run of the main bar: one entry, or a group's entries together. */
export type NavRun =
  { kind: 'item'; item: NavItem } | { kind: 'group'; group: NavGroup; items: NavItem[] };

/** The main bar's entries with each group's entries gathered at the group's first place. */
export function navRuns(items: readonly NavItem[]): NavRun[] {
  const runs: NavRun[] = [];
  for (const item of items) {
    if (item.group === undefined) {
      runs.push({ kind: 'item', item });
      continue;
    }
    const run = runs.find((r) => r.kind === 'group' && r.group === item.group);
    if (run?.kind === 'group') run.items.push(item);
    else runs.push({ kind: 'group', group: item.group, items: [item] });
  }
  return runs;
}

/** Spec §2: Chinese legal pages live at /terms and /privacy, English ones at the -en paths. */
export function legalPath(document: 'terms' | 'privacy', language: Language): string {
  return language === 'zh' ? `/${document}` : `/${document}-en`;
}
