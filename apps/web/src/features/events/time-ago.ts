import type { TFunction } from 'i18next';

/** "just now", "5 min ago", "2 h ago" (translated), from an age in seconds. */
export function timeAgo(seconds: number, t: TFunction): string {
  if (seconds < 60) return t('events.ago.now');
  if (seconds < 3_600) return t('events.ago.minutes', { count: Math.floor(seconds / 60) });
  return t('events.ago.hours', { count: Math.floor(seconds / 3_600) });
}
