// Aircraft types the simulated airlines fly. Figures are typical published values: cruise true
// airspeed (kt) and cruise level (hundreds of ft) from manufacturers' performance summaries and
// Eurocontrol's Aircraft Performance Database; range (nm) is what the schedule may ask of a type.
// `category` is the ADS-B emitter category of set A (DO-260B): 2 small (7–34 t), 3 large
// (34–136 t), 5 heavy (> 136 t); `wake` is the ICAO wake turbulence category.

export interface AircraftType {
  icao: string;
  name: string;
  cruiseKt: number;
  cruiseLevel: number;
  rangeNm: number;
  /** Initial climb and approach rates, ft/min (Eurocontrol APD, rounded). */
  climbFpm: number;
  descentFpm: number;
  /** Final approach speed, kt (Vref + 5). */
  approachKt: number;
  category: 2 | 3 | 5;
  wake: 'M' | 'H' | 'J';
  wideBody: boolean;
}

type Row = [string, string, number, number, number, number, number, number, 2 | 3 | 5];

// [ICAO, name, cruise kt, level, range nm, climb fpm, descent fpm, approach kt, category]
const ROWS: Row[] = [
  ['A319', 'Airbus A319', 447, 350, 3700, 2500, 2000, 135, 3],
  ['A320', 'Airbus A320', 450, 360, 3300, 2500, 2000, 138, 3],
  ['A20N', 'Airbus A320neo', 450, 370, 3500, 2500, 2000, 136, 3],
  ['A321', 'Airbus A321', 450, 350, 3200, 2300, 2000, 142, 3],
  ['A21N', 'Airbus A321neo', 450, 370, 3900, 2300, 2000, 140, 3],
  ['B737', 'Boeing 737-700', 450, 350, 3000, 2500, 2000, 135, 3],
  ['B738', 'Boeing 737-800', 453, 360, 2900, 2300, 2000, 145, 3],
  ['B38M', 'Boeing 737 MAX 8', 453, 370, 3500, 2300, 2000, 145, 3],
  ['B739', 'Boeing 737-900', 453, 360, 2900, 2200, 2000, 148, 3],
  ['C919', 'COMAC C919', 450, 370, 2200, 2300, 2000, 140, 3],
  ['AJ27', 'COMAC ARJ21-700', 430, 350, 1200, 2200, 1800, 135, 3],
  ['E190', 'Embraer E190', 447, 370, 2400, 2400, 2000, 130, 3],
  ['CRJ9', 'Bombardier CRJ900', 447, 370, 1500, 2500, 2000, 140, 3],
  ['AT76', 'ATR 72-600', 275, 240, 800, 1400, 1500, 115, 2],
  ['DH8D', 'De Havilland Dash 8-400', 360, 250, 1100, 1800, 1700, 120, 2],
  ['A332', 'Airbus A330-200', 470, 380, 7200, 2000, 2000, 140, 5],
  ['A333', 'Airbus A330-300', 470, 380, 6300, 2000, 2000, 140, 5],
  ['A339', 'Airbus A330-900', 470, 390, 7200, 2000, 2000, 140, 5],
  ['A359', 'Airbus A350-900', 488, 400, 8100, 2200, 2000, 140, 5],
  ['A35K', 'Airbus A350-1000', 488, 400, 8700, 2000, 2000, 145, 5],
  ['A388', 'Airbus A380-800', 488, 390, 8000, 1500, 1800, 145, 5],
  ['B763', 'Boeing 767-300', 470, 350, 5900, 2200, 2000, 145, 5],
  ['B772', 'Boeing 777-200', 490, 370, 5200, 2000, 2000, 145, 5],
  ['B77W', 'Boeing 777-300ER', 490, 370, 7300, 2000, 2000, 150, 5],
  ['B77L', 'Boeing 777F', 490, 350, 4900, 1800, 2000, 150, 5],
  ['B788', 'Boeing 787-8', 488, 400, 7300, 2200, 2000, 140, 5],
  ['B789', 'Boeing 787-9', 488, 400, 7600, 2200, 2000, 145, 5],
  ['B744', 'Boeing 747-400', 490, 350, 7200, 1800, 2000, 155, 5],
  ['B748', 'Boeing 747-8', 490, 370, 7700, 1800, 2000, 155, 5],
];

/** Every type the simulator flies. */
export const AIRCRAFT_TYPES: readonly AircraftType[] = ROWS.map(
  ([icao, name, cruiseKt, cruiseLevel, rangeNm, climbFpm, descentFpm, approachKt, category]) => ({
    icao,
    name,
    cruiseKt,
    cruiseLevel,
    rangeNm,
    climbFpm,
    descentFpm,
    approachKt,
    category,
    wake: icao === 'A388' ? 'J' : category === 5 ? 'H' : 'M',
    wideBody: category === 5,
  }),
);

/** Index of a type in AIRCRAFT_TYPES by ICAO designator. */
export const TYPE_INDEX: ReadonlyMap<string, number> = new Map(
  AIRCRAFT_TYPES.map((type, index) => [type.icao, index]),
);
