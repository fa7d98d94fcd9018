// Real airlines with their ICAO and IATA designators and radiotelephony callsigns (ICAO Doc 8585),
// their main bases and the types they are known to fly. `weight` is a rough share of the
// simulated fleet: Chinese carriers dominate, as on the seed product's map.

export interface Airline {
  icao: string;
  iata: string;
  telephony: string;
  /** Country of registration (ISO code), which fixes the address block and registration. */
  country: string;
  hubs: string[];
  types: string[];
  weight: number;
  /** True when the airline mostly flies within its own country. */
  domestic: boolean;
}

const NARROW_CN = ['A320', 'A20N', 'A321', 'A21N', 'B738', 'B38M'];

export const AIRLINES: readonly Airline[] = [
  a(
    'CCA',
    'CA',
    'AIR CHINA',
    'CN',
    ['ZBAA', 'ZUUU', 'ZUTF'],
    [...NARROW_CN, 'A332', 'A359', 'B789', 'B77W', 'C919'],
    14,
    true,
  ),
  a(
    'CES',
    'MU',
    'CHINA EASTERN',
    'CN',
    ['ZSPD', 'ZSSS', 'ZPPP', 'ZLXY'],
    [...NARROW_CN, 'A332', 'A333', 'A359', 'B77W', 'C919'],
    16,
    true,
  ),
  a(
    'CSN',
    'CZ',
    'CHINA SOUTHERN',
    'CN',
    ['ZGGG', 'ZBAD', 'ZUCK', 'ZWWW'],
    [...NARROW_CN, 'A332', 'A359', 'B789', 'B77W', 'A388'],
    18,
    true,
  ),
  a(
    'CHH',
    'HU',
    'HAINAN',
    'CN',
    ['ZBAA', 'ZJHK'],
    ['B738', 'B38M', 'B788', 'B789', 'A333'],
    7,
    true,
  ),
  a('CSZ', 'ZH', 'SHENZHEN AIR', 'CN', ['ZGSZ'], ['A320', 'A21N', 'B738', 'B38M', 'AJ27'], 6, true),
  a('CXA', 'MF', 'XIAMEN AIR', 'CN', ['ZSAM', 'ZSFZ'], ['B738', 'B38M', 'B788', 'B789'], 5, true),
  a(
    'CSC',
    '3U',
    'SICHUAN',
    'CN',
    ['ZUUU', 'ZUCK'],
    ['A319', 'A320', 'A321', 'A20N', 'A333', 'A359'],
    5,
    true,
  ),
  a('CQH', '9C', 'AIR SPRING', 'CN', ['ZSSS', 'ZSPD'], ['A320', 'A20N', 'A21N'], 4, true),
  a('CDG', 'SC', 'SHANDONG', 'CN', ['ZSJN', 'ZSQD'], ['B738', 'B38M'], 4, true),
  a('DKH', 'HO', 'AIR JUNEYAO', 'CN', ['ZSPD', 'ZSSS'], ['A320', 'A21N', 'B789'], 3, true),
  a('CDC', 'GJ', 'HUALONG', 'CN', ['ZSHC'], ['A320', 'A20N', 'A321'], 2, true),
  a('CSH', 'FM', 'SHANGHAI AIR', 'CN', ['ZSSS', 'ZSPD'], ['B738', 'B38M', 'B789'], 3, true),
  a('GCR', 'GS', 'BOHAI', 'CN', ['ZBTJ'], ['A320', 'E190', 'AJ27'], 2, true),
  a('LKE', '8L', 'LUCKY', 'CN', ['ZPPP'], ['A320', 'B738'], 2, true),
  a('CBJ', 'JD', 'CAPITAL JET', 'CN', ['ZBAD', 'ZSHC'], ['A320', 'A20N', 'A321', 'A333'], 3, true),
  a('OKA', 'BK', 'OKAYJET', 'CN', ['ZBTJ'], ['B738', 'B38M'], 1, true),
  a('CHB', 'PN', 'WEST CHINA', 'CN', ['ZUCK'], ['A319', 'A320', 'A20N'], 2, true),
  a('CKK', 'CK', 'CHINA CARGO', 'CN', ['ZSPD'], ['B77L'], 1, false),
  a('CSS', 'O3', 'SHUN FENG', 'CN', ['ZGSZ', 'ZHHH'], ['B763', 'B738', 'B744'], 2, true),
  a(
    'CPA',
    'CX',
    'CATHAY',
    'HK',
    ['VHHH'],
    ['A321', 'A21N', 'A333', 'A359', 'A35K', 'B77W'],
    5,
    false,
  ),
  a('CRK', 'HX', 'BAUHINIA', 'HK', ['VHHH'], ['A320', 'A333'], 2, false),
  a('HKE', 'UO', 'HONGKONG SHUTTLE', 'HK', ['VHHH'], ['A320', 'A20N', 'A21N'], 1, false),
  a('AMU', 'NX', 'AIR MACAO', 'MO', ['VMMC'], ['A320', 'A21N'], 1, false),
  a('CAL', 'CI', 'DYNASTY', 'TW', ['RCTP'], ['A21N', 'A333', 'A359', 'B77W'], 3, false),
  a('EVA', 'BR', 'EVA', 'TW', ['RCTP'], ['A321', 'A333', 'B789', 'B77W'], 3, false),
  a(
    'ANA',
    'NH',
    'ALL NIPPON',
    'JP',
    ['RJTT', 'RJAA'],
    ['A320', 'B738', 'B788', 'B789', 'B77W'],
    5,
    false,
  ),
  a('JAL', 'JL', 'JAPANAIR', 'JP', ['RJTT', 'RJAA'], ['B738', 'B788', 'A359', 'B77W'], 4, false),
  a(
    'KAL',
    'KE',
    'KOREANAIR',
    'KR',
    ['RKSI', 'RKSS'],
    ['B738', 'A333', 'B789', 'B77W', 'B748'],
    4,
    false,
  ),
  a('AAR', 'OZ', 'ASIANA', 'KR', ['RKSI'], ['A321', 'A333', 'A359', 'B77W'], 2, false),
  a('SIA', 'SQ', 'SINGAPORE', 'SG', ['WSSS'], ['B38M', 'A359', 'B789', 'B77W', 'A388'], 3, false),
  a('THA', 'TG', 'THAI', 'TH', ['VTBS'], ['A20N', 'A359', 'B789', 'B77W'], 2, false),
  a('MAS', 'MH', 'MALAYSIAN', 'MY', ['WMKK'], ['B738', 'A333', 'A359'], 2, false),
  a('AXM', 'AK', 'RED CAP', 'MY', ['WMKK'], ['A320', 'A20N'], 2, false),
  a('VJC', 'VJ', 'VIETJET', 'VN', ['VVTS', 'VVNB'], ['A320', 'A321'], 2, false),
  a('UAE', 'EK', 'EMIRATES', 'AE', ['OMDB'], ['B77W', 'A388'], 3, false),
  a('QTR', 'QR', 'QATARI', 'QA', ['OTHH'], ['A359', 'A35K', 'B789', 'B77W'], 2, false),
  a('THY', 'TK', 'TURKISH', 'TR', ['LTFM'], ['A321', 'A359', 'B789', 'B77W'], 2, false),
  a('AFL', 'SU', 'AEROFLOT', 'RU', ['UUEE'], ['A320', 'A321', 'A333', 'B77W'], 2, false),
  a('DLH', 'LH', 'LUFTHANSA', 'DE', ['EDDF', 'EDDM'], ['A320', 'A20N', 'A359', 'B748'], 2, false),
  a('BAW', 'BA', 'SPEEDBIRD', 'GB', ['EGLL'], ['A320', 'A20N', 'B789', 'B77W', 'A35K'], 2, false),
  a('AFR', 'AF', 'AIRFRANS', 'FR', ['LFPG'], ['A320', 'A359', 'B77W'], 2, false),
  a('KLM', 'KL', 'KLM', 'NL', ['EHAM'], ['B738', 'B789', 'B77W'], 1, false),
  a('UAL', 'UA', 'UNITED', 'US', ['KSFO', 'KORD'], ['B738', 'B789', 'B77W'], 2, false),
  a('DAL', 'DL', 'DELTA', 'US', ['KSEA', 'KLAX'], ['A321', 'A359', 'A339'], 2, false),
  a('FDX', 'FX', 'FEDEX', 'US', ['PANC'], ['B77L'], 1, false),
  a('QFA', 'QF', 'QANTAS', 'AU', ['YSSY', 'YMML'], ['B738', 'A333', 'B789'], 1, false),
  a('ETH', 'ET', 'ETHIOPIAN', 'ET', ['HAAB'], ['A359', 'B789', 'B77W'], 1, false),
];

function a(
  icao: string,
  iata: string,
  telephony: string,
  country: string,
  hubs: string[],
  types: string[],
  weight: number,
  domestic: boolean,
): Airline {
  return { icao, iata, telephony, country, hubs, types, weight, domestic };
}
