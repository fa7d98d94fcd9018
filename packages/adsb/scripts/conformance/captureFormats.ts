// The same capture as readsb re-emitted it (AVR) and as readsb and beastblackbox decoded it to
// SBS: fed through our AVR and SBS framers and the tracker, the final aircraft must match
// readsb's aircraft.json like the Beast path does.

import { AvrFramer, SbsFramer, Tracker } from '../../src/index.js';
import { CAPTURE_RECEIVER, compareAircraft } from './capture.js';
import { Section } from './report.js';

/** Length of the recording, seconds (data README). */
const CAPTURE_SECONDS = 61;

/** readsb's AVR output carries no timestamps: spread arrival times evenly over the recording. */
export function checkCaptureAvr(avr: Uint8Array, readsbAircraftJson: string): Section {
  const tracker = new Tracker({
    receiverLat: CAPTURE_RECEIVER.lat,
    receiverLon: CAPTURE_RECEIVER.lon,
  });
  let frames = 0;
  new AvrFramer(() => frames++).feed(avr);
  let index = 0;
  new AvrFramer((frame) => {
    if (frame.data.length > 2) tracker.ingest(frame.data, (index * CAPTURE_SECONDS) / frames);
    index++;
  }).feed(avr);
  const section = new Section('capture via readsb AVR: aircraft.json fields');
  compareAircraft(tracker, readsbAircraftJson, section);
  return section;
}

/** An SBS rendering of the capture, tracked from its generated times. */
export function checkCaptureSbs(
  name: string,
  sbs: Uint8Array,
  readsbAircraftJson: string,
): Section {
  const tracker = new Tracker();
  const framer = new SbsFramer((record) => tracker.ingestSbs(record, record.timeGenerated));
  framer.feed(sbs);
  framer.end();
  const section = new Section(`capture via ${name}: aircraft.json fields`);
  compareAircraft(tracker, readsbAircraftJson, section, false);
  section.notes.push(
    `${framer.stats.records} MSG records, ${framer.stats.partialLines} partial or stray lines skipped`,
  );
  return section;
}
