/**
 * A period in seconds as a croner pattern, for built-in jobs whose period is configured
 * (DEVICE_FLUSH_SECONDS). Below a minute it is a seconds step (croner restarts the step at each
 * minute, so 45 fires at :00 and :45); above, whole minutes or hours.
 */
export function everySeconds(seconds: number): string {
  if (seconds < 60) return `*/${Math.max(1, Math.round(seconds))} * * * * *`;
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `0 */${minutes} * * * *`;
  return `0 0 */${Math.max(1, Math.round(minutes / 60))} * * *`;
}
