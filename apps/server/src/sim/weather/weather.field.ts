// The simulator's weather as smooth fields over place and time, deterministic from the seed:
// a few travelling pressure waves (lows and highs drifting east at synoptic speeds, so
// neighbouring airports share a front that passes one after the other), a moisture wave, the
// season and latitude's climate (Siberian high and north-westerlies over China in winter, the
// south-east monsoon in summer), the day's temperature cycle by local solar time and fog at
// dawn where it is humid and calm.
import { hashSeed, SeededRandom } from '../random';

const DAY = 86_400;

interface Wave {
  /** Wave numbers, radians per degree of longitude / latitude. */
  kx: number;
  ky: number;
  /** Eastward drift, degrees of longitude per day. */
  drift: number;
  phase: number;
  amplitude: number;
}

export interface Conditions {
  temperatureC: number;
  dewPointC: number;
  qnhHpa: number;
  /** Direction the wind blows from, degrees true; speed in knots. */
  windFromDeg: number;
  windKt: number;
  gustKt: number | null;
  visibilityM: number;
  /** 0 dry and clear … 1 saturated and raining. */
  wetness: number;
  fog: boolean;
  thunder: boolean;
}

export interface Place {
  lat: number;
  lon: number;
  elevationFt: number;
}

export class WeatherField {
  private readonly pressureWaves: Wave[];
  private readonly moistureWaves: Wave[];

  constructor(seed: number) {
    const random = new SeededRandom(hashSeed(seed, 0x3ea7));
    const wave = (amplitude: number): Wave => ({
      kx: (2 * Math.PI) / random.range(18, 40),
      ky: (2 * Math.PI) / random.range(14, 30),
      drift: random.range(6, 12),
      phase: random.range(0, 2 * Math.PI),
      amplitude,
    });
    this.pressureWaves = [wave(7), wave(5), wave(3)];
    this.moistureWaves = [wave(0.35), wave(0.25)];
  }

  /** Conditions at `place` at unix time `time` (seconds). */
  at(place: Place, time: number): Conditions {
    const { lat, lon } = place;
    const season = seasonOf(lat, time); // 1 midsummer … -1 midwinter
    const solarHour = (((time / 3600 + lon / 15) % 24) + 24) % 24;
    const anomaly = this.sum(this.pressureWaves, lat, lon, time);
    const winterHigh = lat > 25 && lon > 70 && lon < 140 ? Math.max(0, -season) * 14 : 0;
    const qnhHpa = Math.round(1013 + anomaly - season * 4 + winterHigh);

    // Wind: from the pressure gradient (around a low, counter-clockwise in the north), plus the
    // seasonal flow over East Asia.
    const step = 0.5;
    const dpdx = (this.sum(this.pressureWaves, lat, lon + step, time) - anomaly) / step;
    const dpdy = (this.sum(this.pressureWaves, lat + step, lon, time) - anomaly) / step;
    const hemisphere = lat >= 0 ? 1 : -1;
    // Geostrophic flow: along isobars, high pressure to the right in the north.
    let u = -hemisphere * dpdy * 4;
    let v = hemisphere * dpdx * 4;
    if (lon > 95 && lon < 145 && lat > 15 && lat < 50) {
      u += season < 0 ? 5 * -season : -2 * season; // winter north-westerlies
      v += season < 0 ? -5 * -season : 5 * season; // summer southerlies
    }
    const diurnalMix = solarHour > 10 && solarHour < 18 ? 1.25 : solarHour < 6 ? 0.6 : 0.9;
    const windKt = Math.round(Math.min(30, Math.hypot(u, v) * diurnalMix));
    const windFromDeg = (((Math.atan2(-u, -v) * 180) / Math.PI + 360) % 360) | 0;
    const gustKt = windKt >= 17 ? windKt + 8 + Math.round(Math.abs(anomaly)) : null;

    // Temperature: latitude and season, the day's cycle (min at dawn, max mid-afternoon),
    // 1.5 °C per 1000 ft of elevation, colder under cloud by day.
    const moisture = this.sum(this.moistureWaves, lat, lon, time);
    const monsoon = lat > 10 && lat < 40 && lon > 95 && lon < 145 ? season * 0.25 : 0;
    const wetness = clamp(0.35 + moisture - anomaly * 0.06 + monsoon, 0, 1);
    // Continental climates swing far more over the year than maritime Europe (Gulf Stream).
    const maritime = lon > -30 && lon < 30 && lat > 35;
    const polewards = Math.max(0, Math.abs(lat) - 15);
    const base = 26 - polewards * 0.5 + (maritime ? 3 : 0);
    const swing = (3 + polewards * 0.5) * (maritime ? 0.35 : 1);
    const mean = base + season * swing;
    const cycle = Math.cos(((solarHour - 15) / 24) * 2 * Math.PI) * (7 - wetness * 4);
    const temperatureC = Math.round(mean + cycle - place.elevationFt * 0.0015 - wetness * 2);
    const spread = Math.round((1 - wetness) * 14 + (solarHour > 11 && solarHour < 18 ? 3 : 0));

    const dawn = solarHour >= 4 && solarHour < 8.5;
    const fog = dawn && wetness > 0.45 && windKt <= 6;
    const thunder = season > 0.3 && wetness > 0.72 && solarHour > 13 && solarHour < 20 && lat < 35;
    let visibilityM = 9999;
    if (fog) visibilityM = wetness > 0.65 ? 400 + Math.round((1 - wetness) * 1000) : 1500;
    else if (wetness > 0.8) visibilityM = 3000;
    else if (wetness > 0.68) visibilityM = 6000;
    else if (dawn && wetness > 0.5) visibilityM = 4000;
    return {
      temperatureC,
      dewPointC: fog ? temperatureC : temperatureC - Math.max(1, spread),
      qnhHpa,
      windFromDeg: windFromDeg === 0 ? 360 : windFromDeg,
      windKt,
      gustKt,
      visibilityM,
      wetness,
      fog,
      thunder,
    };
  }

  private sum(waves: readonly Wave[], lat: number, lon: number, time: number): number {
    const days = time / DAY;
    let total = 0;
    for (const wave of waves) {
      const x = wave.kx * (lon - wave.drift * days) + wave.ky * lat + wave.phase;
      total += wave.amplitude * Math.sin(x);
    }
    return total;
  }
}

/** 1 at midsummer, -1 at midwinter of the place's hemisphere, damped in the tropics. */
export function seasonOf(lat: number, time: number): number {
  const dayOfYear = (time / DAY) % 365.25;
  // Northern midsummer is about day 196 (mid-July, the warmest month lags the solstice).
  const north = Math.cos(((dayOfYear - 196) / 365.25) * 2 * Math.PI);
  const damp = Math.min(1, Math.abs(lat) / 30);
  return (lat >= 0 ? north : -north) * damp;
}

function clamp(value: number, low: number, high: number): number {
  return Math.max(low, Math.min(high, value));
}
