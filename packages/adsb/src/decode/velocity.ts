// ES airborne velocity (TC19, BDS 0,9; DO-260B §2.2.3.2.6). Subtypes 1/2 carry east-west and
// north-south ground velocity, 3/4 heading and IAS/TAS; subtypes 2 and 4 are the supersonic
// variants with a 4 kt unit. Vertical rate and the GNSS-baro difference close every subtype.

import { getBit, getBits } from './bits.js';
import { AirGround, VerticalRateSource, type ModeSMessage } from './message.js';

/** Decodes an ES airborne velocity message (TC19) into `out`. */
export function decodeVelocity(msg: Uint8Array, out: ModeSMessage): void {
  const subtype = getBits(msg, 38, 40);
  out.subtype = subtype;
  out.nacV = getBits(msg, 43, 45);
  if (subtype < 1 || subtype > 4) return;
  out.airGround = AirGround.Airborne;
  const unit = subtype === 2 || subtype === 4 ? 4 : 1;

  if (subtype <= 2) {
    const ewRaw = getBits(msg, 47, 56);
    const nsRaw = getBits(msg, 58, 67);
    if (ewRaw !== 0 && nsRaw !== 0) {
      // Raw value 1 means 0 kt; bit 46/57 set means west/south.
      const vEast = (getBit(msg, 46) === 1 ? -1 : 1) * (ewRaw - 1) * unit;
      const vNorth = (getBit(msg, 57) === 1 ? -1 : 1) * (nsRaw - 1) * unit;
      out.groundSpeed = Math.sqrt(vEast * vEast + vNorth * vNorth);
      let track = (Math.atan2(vEast, vNorth) * 180) / Math.PI;
      if (track < 0) track += 360;
      out.track = track;
    }
  } else {
    if (getBit(msg, 46) === 1) out.heading = (getBits(msg, 47, 56) * 360) / 1024;
    const airspeedRaw = getBits(msg, 58, 67);
    if (airspeedRaw !== 0) {
      const airspeed = (airspeedRaw - 1) * unit;
      if (getBit(msg, 57) === 1) out.tas = airspeed;
      else out.ias = airspeed;
    }
  }

  const rateRaw = getBits(msg, 70, 78);
  if (rateRaw !== 0) {
    out.verticalRate = (getBit(msg, 69) === 1 ? -1 : 1) * (rateRaw - 1) * 64;
    out.verticalRateSource =
      getBit(msg, 68) === 1 ? VerticalRateSource.Baro : VerticalRateSource.Gnss;
  }
  const deltaRaw = getBits(msg, 82, 88);
  if (deltaRaw !== 0) out.gnssBaroDelta = (getBit(msg, 81) === 1 ? -1 : 1) * (deltaRaw - 1) * 25;
}
