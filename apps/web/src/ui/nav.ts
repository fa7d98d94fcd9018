import type { Language } from '../i18n/language';

/** Top-bar navigation: label keys under `nav.` and their paths. */
export const NAV_ITEMS = [
  { to: '/', labelKey: 'nav.home', end: true },
  { to: '/about', labelKey: 'nav.about', end: false },
  { to: '/ad/volunteerwanted', labelKey: 'nav.volunteer', end: false },
] as const;

/** Spec §2: Chinese legal pages live at /terms and /privacy, English ones at the -en paths. */
export function legalPath(document: 'terms' | 'privacy', language: Language): string {
  return language === 'zh' ? `/${document}` : `/${document}-en`;
}
