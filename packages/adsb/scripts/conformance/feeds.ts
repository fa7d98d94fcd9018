// Feeder byte streams: what readsb pushes to an aggregator (a 0xe4 UUID frame, a ping, reduced
// Beast frames) and readsb's AVR demodulation of a classic IQ recording. readsb forwards only
// frames it accepted, so every Mode S frame must pass our CRC and address checks too.

import { AvrFramer, BeastFramer, BeastType, formatIcao, Tracker } from '../../src/index.js';
import { Section } from './report.js';

/** The UUID the push capture was made with (data README). */
const PUSH_UUID = '0123456789abcdef0123456789abcdef';

/** Checks the readsb push stream and the modes1 AVR file. */
export function checkFeeds(push: Uint8Array, modes1Avr: Uint8Array): Section {
  const section = new Section('feeder streams (readsb push with UUID, modes1 AVR)');

  const tracker = new Tracker();
  let uuid = '';
  let valid = 0;
  let modeS = 0;
  const framer = new BeastFramer((frame) => {
    if (frame.type === BeastType.Uuid) uuid = new TextDecoder().decode(frame.data);
    if (frame.type !== BeastType.ModeSShort && frame.type !== BeastType.ModeSLong) return;
    modeS++;
    if (tracker.ingest(frame.data, frame.timestamp / 12e6).crcOk) valid++;
  });
  framer.feed(push);
  section.check(uuid.startsWith(PUSH_UUID), 'push', 'uuid frame', PUSH_UUID, uuid);
  section.check(
    framer.stats.skippedFrames >= 1,
    'push',
    'ping skipped',
    '>= 1',
    framer.stats.skippedFrames,
  );
  section.check(valid === modeS && modeS > 0, 'push', 'Mode S frames valid', modeS, valid);
  section.notes.push(
    `push: ${modeS} Mode S frames, ${tracker.aircraft.size} aircraft, ${tracker.stats.positions} positions`,
  );

  const single = new Tracker();
  let frames = 0;
  let accepted = 0;
  new AvrFramer((frame) => {
    frames++;
    if (single.ingest(frame.data, 0).crcOk) accepted++;
  }).feed(modes1Avr);
  section.check(accepted === frames && frames === 346, 'modes1', 'frames valid', 346, accepted);
  const addresses = [...single.aircraft.values()].map((a) => formatIcao(a.icao));
  section.check(addresses.join() === '4d2023', 'modes1', 'aircraft', ['4d2023'], addresses);
  return section;
}
