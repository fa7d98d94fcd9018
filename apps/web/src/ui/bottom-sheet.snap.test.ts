import { describe, expect, it } from 'vitest';
import { nextSnap, settleSnap, SHEET_PEEK_PX, snapHeights } from './bottom-sheet.snap';

describe('bottom sheet geometry', () => {
  it('rests at the peek strip, half the container, or all of it but a gap', () => {
    expect(snapHeights(800)).toEqual({ peek: SHEET_PEEK_PX, half: 400, full: 792 });
    // A container shorter than the peek strip (a phone on its side with the keyboard up).
    expect(snapHeights(150)).toEqual({ peek: 142, half: 142, full: 142 });
  });

  it('settles a slow drag on the nearest resting height', () => {
    expect(settleSnap(260, 0, 'peek', 800)).toBe('peek');
    expect(settleSnap(340, 0, 'peek', 800)).toBe('half');
    expect(settleSnap(640, 0, 'half', 800)).toBe('full');
    expect(settleSnap(20, 0, 'full', 800)).toBe('peek');
  });

  it('moves a flick one state in its direction, stopping at the ends', () => {
    expect(settleSnap(230, 0.9, 'peek', 800)).toBe('half');
    expect(settleSnap(380, -0.9, 'half', 800)).toBe('peek');
    expect(settleSnap(792, 2, 'full', 800)).toBe('full');
    expect(settleSnap(150, -2, 'peek', 800)).toBe('peek');
  });

  it('steps through the states on a tap', () => {
    expect(nextSnap('peek')).toBe('half');
    expect(nextSnap('half')).toBe('full');
    expect(nextSnap('full')).toBe('peek');
  });
});
