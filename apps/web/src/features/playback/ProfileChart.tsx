import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEET_PER_METRE, KMH_PER_KNOT } from '@skytrace/contracts';
import { useDisplaySettings } from '../../settings/display-settings.store';
import type { PlaybackClock } from './clock';
import type { PlaybackFlight } from './playback.api';
import { formatHourMinute, zoneOffsetMs } from './playback.format';
import { linearScale, niceMax, ticks, timeStepMs, timeTicks, type ChartBox } from './profile.scale';
import { GAP_MS } from './track';

// The altitude / speed profile under the map, drawn on a canvas (no chart library): altitude as a
// filled area on the left axis, ground speed as a line on the right axis, signal-missing gaps
// shaded, and a cursor at the clock's moment. Clicking or dragging seeks (dragging stops the
// timer, spec §4).

interface ProfileChartProps {
  clock: PlaybackClock;
  flight: PlaybackFlight | null;
}

const MARGIN = { left: 52, right: 52, top: 12, bottom: 22 };
const ALTITUDE_COLOR = '#34c6f4';
const SPEED_COLOR = '#ffb547';
const GRID_COLOR = 'rgba(143, 163, 196, 0.18)';
const TEXT_COLOR = '#8fa3c4';
const GAP_COLOR = 'rgba(139, 149, 161, 0.25)';

/**
 * The chart's time axis: the flight's own span inside the clock's range, so one flight among the
 * many of an airport or area window still fills the chart.
 */
function chartSpan(clock: PlaybackClock, flight: PlaybackFlight): [number, number] {
  const { startMs, endMs } = clock.getState();
  const first = flight.points[0]?.timeMs ?? startMs;
  const last = flight.points.at(-1)?.timeMs ?? endMs;
  const from = Math.max(startMs, first);
  const to = Math.min(endMs, last);
  return to > from ? [from, to] : [startMs, endMs];
}

export function ProfileChart({ clock, flight }: ProfileChartProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const { heightUnit, speedUnit, timeZoneUnit } = useDisplaySettings();
  const hasFlight = flight !== null;

  useEffect(() => {
    const element = canvas.current;
    if (element === null) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry === undefined) return;
      setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
    // The canvas only exists while a flight is shown.
  }, [hasFlight]);

  useEffect(() => {
    const element = canvas.current;
    if (element === null || flight === null || size.width === 0) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = Math.round(size.width * ratio);
    element.height = Math.round(size.height * ratio);
    const context = element.getContext('2d');
    if (context === null) return;
    const altitudeOf = (feet: number) => (heightUnit === 'foot' ? feet : feet / FEET_PER_METRE);
    const speedOf = (knots: number) => (speedUnit === 'knot' ? knots : knots * KMH_PER_KNOT);
    let maxAltitude = 0;
    let maxSpeed = 0;
    for (const point of flight.points) {
      if (point.altitudeFt !== null)
        maxAltitude = Math.max(maxAltitude, altitudeOf(point.altitudeFt));
      if (point.speedKt !== null) maxSpeed = Math.max(maxSpeed, speedOf(point.speedKt));
    }
    const altitudeAxis = niceMax(maxAltitude, 4);
    const speedAxis = niceMax(maxSpeed, 4);
    const box: ChartBox = {
      left: MARGIN.left,
      right: size.width - MARGIN.right,
      top: MARGIN.top,
      bottom: size.height - MARGIN.bottom,
    };
    const draw = () => {
      const { timeMs } = clock.getState();
      const [startMs, endMs] = chartSpan(clock, flight);
      const x = linearScale([startMs, endMs], [box.left, box.right]);
      const yAltitude = linearScale([0, altitudeAxis.max], [box.bottom, box.top]);
      const ySpeed = linearScale([0, speedAxis.max], [box.bottom, box.top]);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      context.clearRect(0, 0, size.width, size.height);
      context.font = '11px system-ui, sans-serif';
      context.lineWidth = 1;
      // Grid and axes.
      context.fillStyle = TEXT_COLOR;
      context.textBaseline = 'middle';
      for (const value of ticks(altitudeAxis.max, altitudeAxis.step)) {
        const y = yAltitude(value);
        context.strokeStyle = GRID_COLOR;
        context.beginPath();
        context.moveTo(box.left, y);
        context.lineTo(box.right, y);
        context.stroke();
        context.textAlign = 'right';
        context.fillText(value.toLocaleString(), box.left - 6, y);
      }
      context.textAlign = 'left';
      for (const value of ticks(speedAxis.max, speedAxis.step)) {
        context.fillText(value.toLocaleString(), box.right + 6, ySpeed(value));
      }
      context.textAlign = 'center';
      context.textBaseline = 'top';
      const offset = zoneOffsetMs(timeZoneUnit);
      for (const tick of timeTicks(startMs, endMs, timeStepMs(endMs - startMs, 6), offset)) {
        context.fillText(formatHourMinute(tick, timeZoneUnit), x(tick), box.bottom + 5);
      }
      // Signal-missing gaps.
      context.fillStyle = GAP_COLOR;
      flight.points.forEach((point, index) => {
        const next = flight.points[index + 1];
        if (next !== undefined && next.timeMs - point.timeMs > GAP_MS) {
          context.fillRect(
            x(point.timeMs),
            box.top,
            x(next.timeMs) - x(point.timeMs),
            box.bottom - box.top,
          );
        }
      });
      // Altitude area, broken at gaps and unknown altitudes.
      context.fillStyle = 'rgba(52, 198, 244, 0.22)';
      context.strokeStyle = ALTITUDE_COLOR;
      context.lineWidth = 1.5;
      let run: [number, number][] = [];
      const flushArea = () => {
        const first = run[0];
        const last = run.at(-1);
        if (first !== undefined && last !== undefined && run.length > 1) {
          context.beginPath();
          run.forEach(([px, py], i) => (i === 0 ? context.moveTo(px, py) : context.lineTo(px, py)));
          context.stroke();
          context.lineTo(last[0], box.bottom);
          context.lineTo(first[0], box.bottom);
          context.closePath();
          context.fill();
        }
        run = [];
      };
      let previousTime = -Infinity;
      for (const point of flight.points) {
        if (point.timeMs - previousTime > GAP_MS || point.altitudeFt === null) flushArea();
        previousTime = point.timeMs;
        if (point.altitudeFt === null) continue;
        run.push([x(point.timeMs), yAltitude(point.onGround ? 0 : altitudeOf(point.altitudeFt))]);
      }
      flushArea();
      // Speed line.
      context.strokeStyle = SPEED_COLOR;
      context.beginPath();
      let pen = false;
      previousTime = -Infinity;
      for (const point of flight.points) {
        if (point.speedKt === null || point.timeMs - previousTime > GAP_MS) pen = false;
        previousTime = point.timeMs;
        if (point.speedKt === null) continue;
        const px = x(point.timeMs);
        const py = ySpeed(speedOf(point.speedKt));
        if (pen) context.lineTo(px, py);
        else context.moveTo(px, py);
        pen = true;
      }
      context.stroke();
      // Cursor (none while the clock is outside this flight).
      if (timeMs < startMs || timeMs > endMs) return;
      const cursor = x(timeMs);
      context.strokeStyle = '#ffffff';
      context.lineWidth = 1.5;
      context.beginPath();
      context.moveTo(cursor, box.top);
      context.lineTo(cursor, box.bottom);
      context.stroke();
    };
    draw();
    return clock.subscribe(draw);
  }, [clock, flight, size, heightUnit, speedUnit, timeZoneUnit]);

  const seekTo = (clientX: number) => {
    const element = canvas.current;
    if (element === null) return;
    const rect = element.getBoundingClientRect();
    if (flight === null) return;
    const x = linearScale(chartSpan(clock, flight), [MARGIN.left, rect.width - MARGIN.right]);
    clock.dispatch({ type: 'seek', timeMs: x.invert(clientX - rect.left) });
  };

  if (flight === null) return null;
  const heightLabel = heightUnit === 'foot' ? 'ft' : 'm';
  const speedLabel = speedUnit === 'knot' ? 'kt' : 'km/h';
  return (
    <figure className="profile-chart">
      <figcaption className="profile-chart__legend">
        <span style={{ color: ALTITUDE_COLOR }}>
          {t('playback.chart.altitude', { unit: heightLabel })}
        </span>
        <span style={{ color: SPEED_COLOR }}>
          {t('playback.chart.speed', { unit: speedLabel })}
        </span>
      </figcaption>
      <canvas
        ref={canvas}
        className="profile-chart__canvas"
        role="img"
        aria-label={t('playback.chart.label')}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          clock.dispatch({ type: 'dragStart' });
          seekTo(event.clientX);
        }}
        onPointerMove={(event) => {
          if (clock.getState().dragging) seekTo(event.clientX);
        }}
        onPointerUp={() => clock.dispatch({ type: 'dragEnd' })}
        onPointerCancel={() => clock.dispatch({ type: 'dragEnd' })}
      />
    </figure>
  );
}
