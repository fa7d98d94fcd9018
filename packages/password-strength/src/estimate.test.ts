import { describe, expect, it } from 'vitest';
import { estimatePassword } from './index';

describe('estimatePassword', () => {
  it('finds a leaked password whole, also reversed', () => {
    expect(estimatePassword('123456789012', {})).toEqual({ score: 1, common: true });
    expect(estimatePassword('drowssap', {}).common).toBe(true);
  });

  it('scores keyboard walks and the person’s own name low, long phrases high', () => {
    expect(estimatePassword('qwertyuiop123', {}).score).toBeLessThan(3);
    const identity = { username: 'kestrelwatcher', email: 'kes@example.com' };
    expect(estimatePassword('kestrelwatcher1', identity).score).toBeLessThan(
      estimatePassword('kestrelwatcher1', {}).score,
    );
    expect(estimatePassword('飞机 在 云上 slowly', {})).toEqual({ score: 4, common: false });
  });
});
