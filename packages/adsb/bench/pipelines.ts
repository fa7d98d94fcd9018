// The workloads the benchmark times. Each takes its input and returns how many items it handled,
// and builds its state (framer, tracker, decoder) per round so rounds do not share aircraft.
import ModeSDecoder from 'mode-s-decoder';
import { BeastFramer, BeastType, decodeModeS, ModeSMessage, Tracker } from '../src/index.js';

/** 12 MHz Beast counter ticks per second. */
const TICKS_PER_SECOND = 12e6;

/** RSSI in dBFS of every signal byte, precomputed: 10 log10((signal / 255)^2). */
const RSSI_BY_SIGNAL = Float64Array.from({ length: 256 }, (_, s) => 20 * Math.log10(s / 255));

/** Beast input replayed `replays` times, each replay shifted in time after the previous one. */
export interface BeastInput {
  bytes: Uint8Array;
  replays: number;
  /** Seconds between the starts of two replays (longer than the recording). */
  replaySeconds: number;
}

/** Is this Beast frame a Mode S reply (not Mode A/C, not a receiver id)? */
function isModeS(type: number): boolean {
  return type === BeastType.ModeSShort || type === BeastType.ModeSLong;
}

/** Beast framing alone: frames of every type per second. */
export function frameOnly(input: BeastInput): number {
  let frames = 0;
  const framer = new BeastFramer(() => {
    frames++;
  });
  for (let r = 0; r < input.replays; r++) framer.feed(input.bytes);
  return frames;
}

/** Our full pipeline: Beast framing, decoding and tracking; returns Mode S messages. */
export function ourDecodeAndTrack(input: BeastInput): number {
  const tracker = new Tracker({ receiverLat: 59.8, receiverLon: 30.3 });
  let messages = 0;
  let offset = 0;
  const framer = new BeastFramer((frame) => {
    if (!isModeS(frame.type)) return;
    messages++;
    const time = offset + frame.timestamp / TICKS_PER_SECOND;
    tracker.ingest(frame.data, time, RSSI_BY_SIGNAL[frame.signal] ?? Number.NaN);
  });
  for (let r = 0; r < input.replays; r++) {
    offset = r * input.replaySeconds;
    framer.feed(input.bytes);
  }
  return messages;
}

/** mode-s-decoder on the same Beast input (framed by our framer, which it lacks). */
export function theirDecode(input: BeastInput): number {
  const decoder = new ModeSDecoder();
  let messages = 0;
  const framer = new BeastFramer((frame) => {
    if (!isModeS(frame.type)) return;
    messages++;
    decoder.parse(frame.data);
  });
  for (let r = 0; r < input.replays; r++) framer.feed(input.bytes);
  return messages;
}

/** The Mode S messages of a Beast stream, copied out once, with their times in seconds. */
export interface FramedInput {
  messages: Uint8Array[];
  times: Float64Array;
}

/** Frame a Beast stream once so decode-only workloads do not pay for framing. */
export function extractMessages(bytes: Uint8Array): FramedInput {
  const messages: Uint8Array[] = [];
  const times: number[] = [];
  new BeastFramer((frame) => {
    if (!isModeS(frame.type)) return;
    messages.push(frame.data.slice());
    times.push(frame.timestamp / TICKS_PER_SECOND);
  }).feed(bytes);
  return { messages, times: Float64Array.from(times) };
}

/** Our decoder and tracker on pre-framed messages. */
export function ourTrackFramed(input: FramedInput, replays: number, replaySeconds: number): number {
  const tracker = new Tracker({ receiverLat: 59.8, receiverLon: 30.3 });
  const { messages, times } = input;
  for (let r = 0; r < replays; r++) {
    const offset = r * replaySeconds;
    for (let i = 0; i < messages.length; i++) {
      // Decoding may repair a bit in place: work on the stored copy, as a receiver would.
      tracker.ingest(messages[i] ?? new Uint8Array(0), offset + (times[i] ?? 0));
    }
  }
  return messages.length * replays;
}

/** Our decoder alone on pre-framed messages (no address filter, no tracker). */
export function ourDecodeFramed(input: FramedInput, replays: number): number {
  const message = new ModeSMessage();
  const { messages } = input;
  for (let r = 0; r < replays; r++) {
    for (const data of messages) decodeModeS(data, message);
  }
  return messages.length * replays;
}

/** mode-s-decoder alone on pre-framed messages. */
export function theirDecodeFramed(input: FramedInput, replays: number): number {
  const decoder = new ModeSDecoder();
  const { messages } = input;
  for (let r = 0; r < replays; r++) {
    for (const data of messages) decoder.parse(data);
  }
  return messages.length * replays;
}
