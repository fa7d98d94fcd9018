// The simulator's own compact world until the reference tables land: real airports with their
// published position (degrees, WGS-84), field elevation (ft), IANA time zone and the true
// heading of a main runway (degrees, rounded to 10). `weight` is a rough traffic share (1–10)
// from each airport's published annual movements, so hubs get more flights than regional fields.

export interface Airport {
  icao: string;
  iata: string;
  lat: number;
  lon: number;
  elevationFt: number;
  timeZone: string;
  runwayDeg: number;
  weight: number;
  /** ISO country code, so domestic carriers keep to their own country. */
  country: string;
}

type Row = [string, string, number, number, number, number, number];

const CN = 'Asia/Shanghai';

// [ICAO, IATA, lat, lon, elevation ft, runway °, weight]
const CHINA: Row[] = [
  ['ZBAA', 'PEK', 40.08, 116.585, 116, 360, 10],
  ['ZBAD', 'PKX', 39.509, 116.411, 98, 180, 8],
  ['ZSPD', 'PVG', 31.143, 121.805, 13, 170, 10],
  ['ZSSS', 'SHA', 31.198, 121.336, 10, 180, 7],
  ['ZGGG', 'CAN', 23.392, 113.299, 50, 20, 10],
  ['ZGSZ', 'SZX', 22.639, 113.811, 13, 150, 9],
  ['ZUUU', 'CTU', 30.578, 103.947, 1625, 20, 7],
  ['ZUTF', 'TFU', 30.319, 104.445, 1440, 20, 7],
  ['ZPPP', 'KMG', 25.102, 102.929, 6903, 30, 8],
  ['ZLXY', 'XIY', 34.447, 108.752, 1572, 50, 7],
  ['ZUCK', 'CKG', 29.719, 106.642, 1365, 20, 8],
  ['ZSHC', 'HGH', 30.229, 120.434, 23, 70, 8],
  ['ZSNJ', 'NKG', 31.742, 118.862, 49, 60, 6],
  ['ZHHH', 'WUH', 30.784, 114.208, 113, 40, 6],
  ['ZGHA', 'CSX', 28.189, 113.22, 217, 180, 6],
  ['ZSAM', 'XMN', 24.544, 118.128, 59, 50, 6],
  ['ZSQD', 'TAO', 36.362, 120.088, 30, 170, 6],
  ['ZYTX', 'SHE', 41.64, 123.483, 198, 60, 5],
  ['ZYHB', 'HRB', 45.623, 126.25, 457, 50, 5],
  ['ZYTL', 'DLC', 38.966, 121.539, 107, 100, 5],
  ['ZYCC', 'CGQ', 43.996, 125.685, 706, 60, 4],
  ['ZBTJ', 'TSN', 39.124, 117.346, 10, 160, 5],
  ['ZSJN', 'TNA', 36.857, 117.216, 76, 10, 4],
  ['ZHCC', 'CGO', 34.52, 113.841, 495, 120, 6],
  ['ZSFZ', 'FOC', 25.935, 119.663, 46, 30, 4],
  ['ZJHK', 'HAK', 19.935, 110.459, 75, 90, 6],
  ['ZJSY', 'SYX', 18.303, 109.412, 92, 80, 5],
  ['ZGNN', 'NNG', 22.608, 108.172, 420, 50, 5],
  ['ZUGY', 'KWE', 26.539, 106.801, 3736, 10, 5],
  ['ZWWW', 'URC', 43.907, 87.474, 2125, 70, 6],
  ['ZLLL', 'LHW', 36.515, 103.62, 6388, 180, 4],
  ['ZBYN', 'TYN', 37.747, 112.628, 2575, 130, 4],
  ['ZBSJ', 'SJW', 38.281, 114.697, 233, 150, 3],
  ['ZBHH', 'HET', 40.851, 111.824, 3556, 80, 4],
  ['ZSOF', 'HFE', 31.988, 116.976, 207, 150, 4],
  ['ZSCN', 'KHN', 28.865, 115.9, 143, 30, 4],
  ['ZSWZ', 'WNZ', 27.912, 120.852, 17, 30, 4],
  ['ZSNB', 'NGB', 29.827, 121.462, 13, 130, 4],
  ['ZSWX', 'WUX', 31.494, 120.429, 24, 30, 3],
  ['ZSYT', 'YNT', 37.657, 120.987, 154, 50, 3],
  ['ZLIC', 'INC', 38.322, 106.393, 3768, 30, 3],
  ['ZLXN', 'XNN', 36.527, 102.043, 7119, 110, 3],
  ['ZULS', 'LXA', 29.298, 90.912, 11713, 90, 2],
  ['ZPLJ', 'LJG', 26.679, 100.246, 7359, 20, 3],
  ['ZPJH', 'JHG', 21.974, 100.76, 1815, 160, 3],
  ['ZGKL', 'KWL', 25.218, 110.039, 570, 10, 3],
  ['ZGSD', 'ZUH', 22.006, 113.376, 23, 30, 3],
  ['ZGOW', 'SWA', 23.552, 116.503, 33, 40, 3],
  ['ZUMY', 'MIG', 31.428, 104.741, 1690, 20, 2],
  ['ZYJM', 'JMU', 46.843, 130.465, 262, 120, 2],
  ['ZSXZ', 'XUZ', 34.06, 117.555, 112, 50, 2],
  ['ZUXC', 'XIC', 27.989, 102.184, 5112, 180, 2],
  ['ZWSH', 'KHG', 39.543, 76.02, 4529, 80, 2],
  ['ZBLA', 'HLD', 49.205, 119.825, 2169, 110, 2],
  ['ZHYC', 'YIH', 30.556, 111.48, 673, 130, 2],
  ['ZGDY', 'DYG', 29.103, 110.443, 692, 30, 2],
];

// Hong Kong, Macau and Taiwan use their own zones and registers but the same airspace picture.
const REGION: [Row, string, string][] = [
  [['VHHH', 'HKG', 22.309, 113.915, 28, 70, 10], 'Asia/Hong_Kong', 'HK'],
  [['VMMC', 'MFM', 22.15, 113.592, 20, 160, 3], 'Asia/Macau', 'MO'],
  [['RCTP', 'TPE', 25.077, 121.233, 106, 50, 8], 'Asia/Taipei', 'TW'],
  [['RCSS', 'TSA', 25.069, 121.552, 18, 100, 3], 'Asia/Taipei', 'TW'],
  [['RCKH', 'KHH', 22.577, 120.35, 31, 90, 3], 'Asia/Taipei', 'TW'],
];

// [row, time zone, country]
const WORLD: [Row, string, string][] = [
  [['RJTT', 'HND', 35.552, 139.78, 35, 340, 10], 'Asia/Tokyo', 'JP'],
  [['RJAA', 'NRT', 35.765, 140.386, 141, 160, 7], 'Asia/Tokyo', 'JP'],
  [['RJBB', 'KIX', 34.427, 135.244, 26, 60, 6], 'Asia/Tokyo', 'JP'],
  [['RJFF', 'FUK', 33.586, 130.451, 32, 160, 5], 'Asia/Tokyo', 'JP'],
  [['RJCC', 'CTS', 42.775, 141.692, 82, 10, 5], 'Asia/Tokyo', 'JP'],
  [['ROAH', 'OKA', 26.196, 127.646, 12, 180, 4], 'Asia/Tokyo', 'JP'],
  [['RKSI', 'ICN', 37.463, 126.44, 23, 150, 9], 'Asia/Seoul', 'KR'],
  [['RKSS', 'GMP', 37.558, 126.791, 58, 140, 6], 'Asia/Seoul', 'KR'],
  [['RKPC', 'CJU', 33.511, 126.493, 118, 70, 6], 'Asia/Seoul', 'KR'],
  [['RKPK', 'PUS', 35.18, 128.938, 6, 180, 4], 'Asia/Seoul', 'KR'],
  [['ZMCK', 'UBN', 47.647, 106.82, 4482, 110, 1], 'Asia/Ulaanbaatar', 'MN'],
  [['VTBS', 'BKK', 13.69, 100.75, 5, 10, 9], 'Asia/Bangkok', 'TH'],
  [['VTBD', 'DMK', 13.913, 100.607, 9, 30, 5], 'Asia/Bangkok', 'TH'],
  [['VTSP', 'HKT', 8.113, 98.317, 82, 90, 4], 'Asia/Bangkok', 'TH'],
  [['VVNB', 'HAN', 21.221, 105.807, 39, 110, 6], 'Asia/Ho_Chi_Minh', 'VN'],
  [['VVTS', 'SGN', 10.819, 106.652, 33, 70, 7], 'Asia/Ho_Chi_Minh', 'VN'],
  [['WSSS', 'SIN', 1.364, 103.991, 22, 20, 9], 'Asia/Singapore', 'SG'],
  [['WMKK', 'KUL', 2.746, 101.71, 69, 140, 7], 'Asia/Kuala_Lumpur', 'MY'],
  [['WIII', 'CGK', -6.126, 106.656, 34, 70, 8], 'Asia/Jakarta', 'ID'],
  [['WADD', 'DPS', -8.748, 115.167, 14, 90, 5], 'Asia/Makassar', 'ID'],
  [['RPLL', 'MNL', 14.509, 121.02, 75, 60, 7], 'Asia/Manila', 'PH'],
  [['VDPP', 'PNH', 11.547, 104.844, 40, 50, 2], 'Asia/Phnom_Penh', 'KH'],
  [['VYYY', 'RGN', 16.907, 96.133, 109, 30, 2], 'Asia/Yangon', 'MM'],
  [['VIDP', 'DEL', 28.566, 77.103, 777, 100, 8], 'Asia/Kolkata', 'IN'],
  [['VABB', 'BOM', 19.089, 72.868, 39, 90, 7], 'Asia/Kolkata', 'IN'],
  [['VNKT', 'KTM', 27.697, 85.359, 4390, 20, 2], 'Asia/Kathmandu', 'NP'],
  [['VCBI', 'CMB', 7.18, 79.884, 30, 40, 2], 'Asia/Colombo', 'LK'],
  [['UTTT', 'TAS', 41.258, 69.281, 1417, 80, 2], 'Asia/Tashkent', 'UZ'],
  [['UAAA', 'ALA', 43.352, 77.04, 2234, 50, 2], 'Asia/Almaty', 'KZ'],
  [['OIIE', 'IKA', 35.416, 51.152, 3305, 110, 2], 'Asia/Tehran', 'IR'],
  [['OMDB', 'DXB', 25.253, 55.364, 62, 120, 9], 'Asia/Dubai', 'AE'],
  [['OTHH', 'DOH', 25.273, 51.608, 13, 160, 7], 'Asia/Qatar', 'QA'],
  [['OEJN', 'JED', 21.68, 39.157, 48, 160, 5], 'Asia/Riyadh', 'SA'],
  [['LTFM', 'IST', 41.262, 28.742, 325, 170, 8], 'Europe/Istanbul', 'TR'],
  [['UUEE', 'SVO', 55.973, 37.415, 630, 60, 7], 'Europe/Moscow', 'RU'],
  [['UNNT', 'OVB', 55.013, 82.651, 365, 70, 2], 'Asia/Novosibirsk', 'RU'],
  [['UHWW', 'VVO', 43.399, 132.148, 46, 70, 2], 'Asia/Vladivostok', 'RU'],
  [['EGLL', 'LHR', 51.47, -0.454, 83, 270, 9], 'Europe/London', 'GB'],
  [['LFPG', 'CDG', 49.01, 2.548, 392, 270, 8], 'Europe/Paris', 'FR'],
  [['EDDF', 'FRA', 50.033, 8.57, 364, 250, 8], 'Europe/Berlin', 'DE'],
  [['EDDM', 'MUC', 48.354, 11.786, 1487, 80, 6], 'Europe/Berlin', 'DE'],
  [['EHAM', 'AMS', 52.309, 4.764, -11, 180, 8], 'Europe/Amsterdam', 'NL'],
  [['LSZH', 'ZRH', 47.458, 8.548, 1416, 140, 5], 'Europe/Zurich', 'CH'],
  [['LIRF', 'FCO', 41.8, 12.239, 13, 160, 5], 'Europe/Rome', 'IT'],
  [['LEMD', 'MAD', 40.472, -3.561, 1998, 180, 6], 'Europe/Madrid', 'ES'],
  [['EFHK', 'HEL', 60.317, 24.963, 179, 40, 4], 'Europe/Helsinki', 'FI'],
  [['KJFK', 'JFK', 40.64, -73.779, 13, 40, 8], 'America/New_York', 'US'],
  [['KORD', 'ORD', 41.978, -87.905, 672, 270, 9], 'America/Chicago', 'US'],
  [['KLAX', 'LAX', 33.942, -118.408, 125, 250, 9], 'America/Los_Angeles', 'US'],
  [['KSFO', 'SFO', 37.619, -122.375, 13, 280, 7], 'America/Los_Angeles', 'US'],
  [['KSEA', 'SEA', 47.45, -122.309, 433, 160, 6], 'America/Los_Angeles', 'US'],
  [['PANC', 'ANC', 61.174, -149.996, 152, 70, 4], 'America/Anchorage', 'US'],
  [['PHNL', 'HNL', 21.319, -157.922, 13, 80, 4], 'Pacific/Honolulu', 'US'],
  [['CYVR', 'YVR', 49.195, -123.184, 14, 80, 5], 'America/Vancouver', 'CA'],
  [['MMMX', 'MEX', 19.436, -99.072, 7316, 50, 5], 'America/Mexico_City', 'MX'],
  [['SBGR', 'GRU', -23.432, -46.469, 2459, 90, 5], 'America/Sao_Paulo', 'BR'],
  [['YSSY', 'SYD', -33.946, 151.177, 21, 160, 7], 'Australia/Sydney', 'AU'],
  [['YMML', 'MEL', -37.673, 144.843, 434, 160, 6], 'Australia/Melbourne', 'AU'],
  [['NZAA', 'AKL', -37.008, 174.792, 23, 50, 4], 'Pacific/Auckland', 'NZ'],
  [['HAAB', 'ADD', 8.978, 38.799, 7625, 70, 4], 'Africa/Addis_Ababa', 'ET'],
  [['HECA', 'CAI', 30.122, 31.406, 382, 50, 4], 'Africa/Cairo', 'EG'],
  [['FAOR', 'JNB', -26.134, 28.242, 5558, 30, 4], 'Africa/Johannesburg', 'ZA'],
];

function toAirport(row: Row, timeZone: string, country: string): Airport {
  const [icao, iata, lat, lon, elevationFt, runwayDeg, weight] = row;
  return { icao, iata, lat, lon, elevationFt, timeZone, runwayDeg, weight, country };
}

/** Every airport the simulator flies between (mainland China first). */
export const AIRPORTS: readonly Airport[] = [
  ...CHINA.map((row) => toAirport(row, CN, 'CN')),
  ...REGION.map(([row, zone, country]) => toAirport(row, zone, country)),
  ...WORLD.map(([row, zone, country]) => toAirport(row, zone, country)),
];

/** Index of an airport in AIRPORTS by ICAO code. */
export const AIRPORT_INDEX: ReadonlyMap<string, number> = new Map(
  AIRPORTS.map((airport, index) => [airport.icao, index]),
);
