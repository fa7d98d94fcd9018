// Playback calls of the realtime socket (spec §7): flightPath {anum, fnum, org, dst,
// scheduledDeptime | dynamicId}, adsbFlightPath {anum, startTime, endTime}, U3DFullPath {anum}.
// Answers, login rule and errors as every socket call (realtime/socket-calls.ts).
import {
  adsbFlightPathPayloadSchema,
  flightPathPayloadSchema,
  fullPathPayloadSchema,
} from '@skytrace/contracts';
import type { SocketCall, SocketCallDeps, SocketCalls } from '../modules/socket-calls';
import type { PlaybackService } from './playback.service';

export interface PlaybackSocketDeps extends SocketCallDeps {
  playback: PlaybackService;
}

/** Adds the playback events to one connected socket. */
export function registerPlaybackEvents(call: SocketCall, deps: PlaybackSocketDeps): void {
  call('flightPath', flightPathPayloadSchema, (p) =>
    deps.playback.flight({
      dynamicId: p.dynamicId || undefined,
      anum: p.anum || undefined,
      fnum: p.fnum || undefined,
      org: p.org || undefined,
      dst: p.dst || undefined,
      scheduledDeptime: p.scheduledDeptime,
    }),
  );
  call('adsbFlightPath', adsbFlightPathPayloadSchema, (p) =>
    deps.playback.aircraft(p.anum, p.startTime, p.endTime),
  );
  call('U3DFullPath', fullPathPayloadSchema, (p) => deps.playback.latestOf(p.anum));
}

/** The playback calls as the realtime module adds them to every socket. */
export function playbackSocketCalls(deps: PlaybackSocketDeps): SocketCalls {
  return { deps, register: (call) => registerPlaybackEvents(call, deps) };
}
