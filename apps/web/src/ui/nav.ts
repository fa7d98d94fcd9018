import type { Language } from '../i18n/language';
import type { Messages } from '../i18n/resources/en';

/** A top-bar navigation entry: its path and its label key under `nav.`. Features declare theirs. */
export interface NavItem {
  to: string;
  labelKey: `nav.${keyof Messages['nav']}`;
  /** Active only on the exact path (the home entry), not on the paths below it. */
  end: boolean;
}

/** Spec §2: Chinese legal pages live at /terms and /privacy, English ones at the -en paths. */
export function legalPath(document: 'terms' | 'privacy', language: Language): string {
  return language === 'zh' ? `/${document}` : `/${document}-en`;
}
