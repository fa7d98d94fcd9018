// The bench's traffic: aircraft flying straight lines over a box around central China that fits
// the tracker's view at zoom 5 (spec §9 caps the feed at 2000 aircraft below zoom 5; from zoom 5
// on there is no limit). Every second each aircraft moves and its update goes into the server's
// LiveTable, exactly as ingest would write it; the realtime role sends the increments.
import { METRES_PER_DEGREE, METRES_PER_SECOND_PER_KNOT } from '@skytrace/contracts';
import { emptyLiveUpdate, type LiveUpdate } from '../../server/src/live/live.table';
import { seededRandom } from '../../server/src/testing/seeded-random';

/** The box: 22° × 13°, centred on 32° N 112° E (≈ 1000 × 700 px at zoom 5). */
export const SKY_BOX = { west: 101, east: 123, south: 25.5, north: 38.5 };
export const SKY_CENTER: readonly [number, number] = [112, 32];

export class MovingSky {
  private readonly lat: Float64Array;
  private readonly lon: Float64Array;
  private readonly track: Float64Array;
  private readonly speedKt: Float64Array;
  private readonly altitude: Float64Array;
  private readonly update: LiveUpdate = emptyLiveUpdate();

  constructor(
    readonly count: number,
    seed = 1,
  ) {
    const random = seededRandom(seed);
    this.lat = new Float64Array(count);
    this.lon = new Float64Array(count);
    this.track = new Float64Array(count);
    this.speedKt = new Float64Array(count);
    this.altitude = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      this.lat[i] = SKY_BOX.south + random() * (SKY_BOX.north - SKY_BOX.south);
      this.lon[i] = SKY_BOX.west + random() * (SKY_BOX.east - SKY_BOX.west);
      this.track[i] = Math.floor(random() * 360);
      this.speedKt[i] = 250 + Math.floor(random() * 250);
      this.altitude[i] = 1000 + Math.floor(random() * 40) * 1000;
    }
  }

  /** Moves every aircraft by `seconds` and hands each update to `apply` (time in seconds). */
  step(seconds: number, timeSeconds: number, apply: (update: LiveUpdate) => void): void {
    const update = this.update;
    update.deviceId = 'bench';
    update.time = timeSeconds;
    for (let i = 0; i < this.count; i++) {
      const track = ((this.track[i] ?? 0) * Math.PI) / 180;
      const metres = (this.speedKt[i] ?? 0) * METRES_PER_SECOND_PER_KNOT * seconds;
      let lat = (this.lat[i] ?? 0) + (metres * Math.cos(track)) / METRES_PER_DEGREE;
      let lon =
        (this.lon[i] ?? 0) +
        (metres * Math.sin(track)) / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
      // Leave on one side, come back on the other: the count in view stays constant.
      if (lat > SKY_BOX.north) lat = SKY_BOX.south;
      if (lat < SKY_BOX.south) lat = SKY_BOX.north;
      if (lon > SKY_BOX.east) lon = SKY_BOX.west;
      if (lon < SKY_BOX.west) lon = SKY_BOX.east;
      this.lat[i] = lat;
      this.lon[i] = lon;
      update.icao = 0x780000 + i;
      update.lat = lat;
      update.lon = lon;
      update.altitude = this.altitude[i] ?? 0;
      update.groundSpeed = this.speedKt[i] ?? 0;
      update.track = this.track[i] ?? 0;
      update.verticalRate = 0;
      update.callsign = i % 7 === 0 ? `CES${(1000 + i).toString()}` : '';
      apply(update);
    }
  }
}
