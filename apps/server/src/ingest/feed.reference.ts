// Where a feed session's tracker decodes lone CPR frames from: the receiver device's position,
// taken again whenever the owner moves or clears it, or until the estimate exists.
import { METRES_PER_NM } from '@skytrace/contracts';
import { AIRBORNE_LOCAL_RANGE_NM, type Tracker } from '@skytrace/adsb';
import type { DeviceLive } from '../devices/device.live';

/** The tracker's receiver reference of one session. */
export class ReceiverReference {
  /** To be taken again (new device, or no position known yet). */
  private stale = true;
  /** The owner position it was taken from (NaN: an estimate, or none). */
  private lat = Number.NaN;
  private lon = Number.NaN;

  /** Takes the reference again at the next message (the session switched devices). */
  invalidate(): void {
    this.stale = true;
  }

  /**
   * Gives `tracker` the device's position when it changed. Only the owner's position may decode
   * a lone CPR frame, within the range that stays unambiguous for a receiver hearing
   * `maxRangeKm` (dump1090's rule). The estimate is the centroid of what the feeder reported,
   * not where its antenna is: a lone frame decoded against it can land a whole 6° zone off, so
   * it only picks the quadrant of surface pairs (90° apart).
   */
  apply(tracker: Tracker, device: DeviceLive, limits: { maxRangeKm: number }): void {
    if (
      !this.stale &&
      Object.is(device.ownerLat, this.lat) &&
      Object.is(device.ownerLon, this.lon)
    ) {
      return;
    }
    this.lat = device.ownerLat;
    this.lon = device.ownerLon;
    const here = device.position();
    const owned = !Number.isNaN(device.ownerLat);
    tracker.setReceiver(
      here?.lat ?? Number.NaN,
      here?.lon ?? Number.NaN,
      owned ? localRangeNm(limits.maxRangeKm) : 0,
    );
    // Until the estimate exists, look again at every message.
    this.stale = here === undefined;
  }
}

/**
 * How far from its receiver a lone airborne frame decodes unambiguously: a zone is at least
 * 360 NM, so an aircraft heard at d NM beyond 180 would alias to 360 - d NM the other way.
 */
function localRangeNm(maxRangeKm: number): number {
  const rangeNm = (maxRangeKm * 1000) / METRES_PER_NM;
  if (rangeNm <= AIRBORNE_LOCAL_RANGE_NM) return rangeNm;
  return Math.max(0, 2 * AIRBORNE_LOCAL_RANGE_NM - rangeNm);
}
