// Spec §2 admin header: the greeting by the hour and the name shown with it.

export type GreetingKey = 'morning' | 'afternoon' | 'evening';

/** Morning up to 12 o'clock, afternoon up to 18, evening after (the viewer's local hour). */
export function greetingKey(hour: number): GreetingKey {
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/** Real name, else username, else '--'. */
export function greetingName(user: { truename?: string | null; username?: string } | null): string {
  const truename = user?.truename?.trim();
  if (truename) return truename;
  const username = user?.username?.trim();
  return username ? username : '--';
}
