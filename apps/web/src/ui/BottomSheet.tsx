import {
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import {
  nextSnap,
  settleSnap,
  SHEET_ORDER,
  snapHeights,
  TAP_SLOP_PX,
  type SheetSnap,
} from './bottom-sheet.snap';

/** A release later than this after the last movement counts as a rest, not a flick. */
const FLICK_WINDOW_MS = 100;
import './styles/bottom-sheet.css';

export type { SheetSnap } from './bottom-sheet.snap';

interface BottomSheetProps {
  /** Accessible name of the handle in each state: what a tap on it does from there. */
  handleLabels: Record<SheetSnap, string>;
  /** State when the sheet first appears. */
  initialSnap?: SheetSnap;
  /** Told after every change of resting state. */
  onSnapChange?: (snap: SheetSnap) => void;
  className?: string;
  children: ReactNode;
}

interface Drag {
  pointerId: number;
  startY: number;
  startHeight: number;
  containerPx: number;
  lastY: number;
  lastTime: number;
  velocity: number;
  moved: boolean;
}

/**
 * A touch-first sheet anchored to the bottom of its positioned container. Drag the handle to any
 * height and it settles on peek, half or full; tap it (or press Enter/Space) to step through the
 * states; ArrowUp and ArrowDown step too. The content scrolls inside the sheet.
 */
export function BottomSheet({
  handleLabels,
  initialSnap = 'peek',
  onSnapChange,
  className,
  children,
}: BottomSheetProps) {
  const sheet = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [snap, setSnap] = useState<SheetSnap>(initialSnap);
  const [dragHeight, setDragHeight] = useState<number | null>(null);
  // Set when a drag ends: the click the browser sends after it must not also step the sheet.
  const suppressClick = useRef(false);

  const settle = (next: SheetSnap) => {
    setSnap(next);
    setDragHeight(null);
    onSnapChange?.(next);
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLButtonElement>) => {
    const element = sheet.current;
    const container = element?.offsetParent;
    if (element == null || !(container instanceof HTMLElement)) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      startY: event.clientY,
      startHeight: element.getBoundingClientRect().height,
      containerPx: container.clientHeight,
      lastY: event.clientY,
      lastTime: event.timeStamp,
      velocity: 0,
      moved: false,
    };
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (current === null || current.pointerId !== event.pointerId) return;
    if (!current.moved && Math.abs(event.clientY - current.startY) < TAP_SLOP_PX) return;
    current.moved = true;
    const elapsed = event.timeStamp - current.lastTime;
    // Upward movement grows the sheet, so velocity is positive when the finger goes up.
    if (elapsed > 0) current.velocity = (current.lastY - event.clientY) / elapsed;
    current.lastY = event.clientY;
    current.lastTime = event.timeStamp;
    const { full } = snapHeights(current.containerPx);
    const height = current.startHeight + (current.startY - event.clientY);
    setDragHeight(Math.min(Math.max(height, 0), full));
  };

  const onPointerEnd = (event: ReactPointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (current === null || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!current.moved) return;
    const height = current.startHeight + (current.startY - event.clientY);
    // A finger that rested before lifting is not a flick, whatever its last movement was.
    const resting = event.timeStamp - current.lastTime > FLICK_WINDOW_MS;
    settle(settleSnap(height, resting ? 0 : current.velocity, snap, current.containerPx));
    suppressClick.current = true;
  };

  const onClick = () => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    settle(nextSnap(snap));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = Math.min(Math.max(SHEET_ORDER.indexOf(snap) + step, 0), SHEET_ORDER.length - 1);
    settle(SHEET_ORDER[index] ?? snap);
  };

  const classes = ['bottom-sheet', `bottom-sheet--${snap}`];
  if (dragHeight !== null) classes.push('bottom-sheet--dragging');
  if (className !== undefined) classes.push(className);

  return (
    <div
      ref={sheet}
      className={classes.join(' ')}
      data-snap={snap}
      style={dragHeight === null ? undefined : { height: `${dragHeight.toString()}px` }}
    >
      <button
        type="button"
        className="bottom-sheet__handle"
        aria-label={handleLabels[snap]}
        aria-expanded={snap === 'full'}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        <span className="bottom-sheet__grip" aria-hidden="true" />
      </button>
      <div className="bottom-sheet__body">{children}</div>
    </div>
  );
}
