// Display helpers of My devices, kept pure for the tests.
import type { MyDevice } from '@skytrace/contracts';

/** The device's name: its alias, else "Device {id}" in the interface language. */
export function deviceName(device: Pick<MyDevice, 'alias' | 'devId'>, unnamed: string): string {
  return device.alias?.trim() ? device.alias : unnamed;
}

/** The change from yesterday to today as a signed percentage, or null without a base. */
export function changePercent(today: number, yesterday: number): number | null {
  if (yesterday === 0) return null;
  return Math.round(((today - yesterday) / yesterday) * 100);
}
