import { describe, expect, it } from 'vitest';
import { changePercent, deviceName } from './device-format';

describe('my devices display', () => {
  it('names a device by its alias, or by its number', () => {
    expect(deviceName({ alias: 'Rooftop', devId: 3 }, 'Device 3')).toBe('Rooftop');
    expect(deviceName({ alias: null, devId: 3 }, 'Device 3')).toBe('Device 3');
    expect(deviceName({ alias: '  ', devId: 3 }, 'Device 3')).toBe('Device 3');
  });

  it('compares today with yesterday', () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(50, 100)).toBe(-50);
    expect(changePercent(5, 0)).toBeNull();
  });
});
