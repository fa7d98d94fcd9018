// Where the virtual receivers stand: mostly Chinese cities (as the seed product's network),
// some abroad. Positions are the cities' centres; antennas sit on roofs or masts 20–60 m up.
// `rangeKm` is the receiver's sensitivity limit (a good station hears 300–400 km when the
// horizon allows); line of sight is checked separately.

export interface ReceiverSite {
  name: string;
  lat: number;
  lon: number;
  antennaM: number;
  rangeKm: number;
}

type Row = [string, number, number, number, number];

const ROWS: Row[] = [
  ['Beijing', 39.904, 116.407, 60, 400],
  ['Beijing Shunyi', 40.13, 116.654, 30, 350],
  ['Tianjin', 39.084, 117.2, 40, 350],
  ['Shijiazhuang', 38.042, 114.515, 30, 330],
  ['Taiyuan', 37.87, 112.549, 30, 320],
  ['Hohhot', 40.842, 111.75, 25, 300],
  ['Jinan', 36.651, 117.12, 30, 330],
  ['Qingdao', 36.067, 120.383, 40, 360],
  ['Zhengzhou', 34.747, 113.625, 35, 350],
  ['Xi’an', 34.341, 108.94, 35, 350],
  ['Lanzhou', 36.061, 103.834, 30, 300],
  ['Yinchuan', 38.487, 106.231, 25, 300],
  ['Xining', 36.617, 101.778, 25, 280],
  ['Urumqi', 43.825, 87.617, 40, 350],
  ['Kashgar', 39.47, 75.99, 20, 300],
  ['Lhasa', 29.652, 91.172, 20, 250],
  ['Chengdu', 30.572, 104.066, 50, 380],
  ['Chongqing', 29.563, 106.551, 50, 350],
  ['Guiyang', 26.647, 106.63, 30, 300],
  ['Kunming', 25.038, 102.718, 40, 350],
  ['Lijiang', 26.872, 100.227, 20, 250],
  ['Nanning', 22.817, 108.366, 30, 330],
  ['Guangzhou', 23.129, 113.264, 60, 400],
  ['Shenzhen', 22.543, 114.058, 50, 380],
  ['Zhuhai', 22.271, 113.577, 30, 330],
  ['Haikou', 20.044, 110.199, 30, 350],
  ['Sanya', 18.252, 109.512, 25, 330],
  ['Changsha', 28.228, 112.939, 35, 350],
  ['Wuhan', 30.593, 114.305, 45, 380],
  ['Nanchang', 28.682, 115.858, 30, 330],
  ['Hefei', 31.821, 117.227, 30, 340],
  ['Nanjing', 32.06, 118.797, 40, 360],
  ['Shanghai', 31.23, 121.474, 60, 400],
  ['Shanghai Pudong', 31.152, 121.8, 30, 360],
  ['Hangzhou', 30.274, 120.155, 40, 370],
  ['Ningbo', 29.868, 121.544, 30, 340],
  ['Wenzhou', 27.994, 120.699, 30, 330],
  ['Fuzhou', 26.074, 119.296, 35, 340],
  ['Xiamen', 24.48, 118.089, 40, 360],
  ['Shantou', 23.354, 116.682, 25, 320],
  ['Guilin', 25.274, 110.29, 25, 300],
  ['Shenyang', 41.805, 123.431, 40, 360],
  ['Dalian', 38.914, 121.615, 35, 360],
  ['Changchun', 43.817, 125.324, 30, 340],
  ['Harbin', 45.803, 126.535, 35, 350],
  ['Hulunbuir', 49.211, 119.765, 20, 280],
  ['Hong Kong', 22.302, 114.177, 60, 400],
  ['Taipei', 25.033, 121.565, 40, 360],
  ['Tokyo', 35.68, 139.769, 50, 380],
  ['Osaka', 34.694, 135.502, 40, 350],
  ['Seoul', 37.567, 126.978, 50, 380],
  ['Bangkok', 13.756, 100.502, 40, 350],
  ['Singapore', 1.352, 103.82, 50, 370],
  ['Hanoi', 21.028, 105.834, 30, 330],
  ['Dubai', 25.205, 55.271, 50, 380],
  ['Istanbul', 41.008, 28.978, 40, 350],
  ['Moscow', 55.756, 37.617, 40, 350],
  ['Frankfurt', 50.11, 8.682, 40, 380],
  ['London', 51.507, -0.128, 40, 380],
  ['New York', 40.713, -74.006, 50, 380],
  ['Los Angeles', 34.052, -118.244, 50, 380],
  ['Anchorage', 61.218, -149.9, 30, 350],
  ['Sydney', -33.869, 151.209, 40, 350],
];

/** Every virtual receiver, mainland China first. */
export const RECEIVER_SITES: readonly ReceiverSite[] = ROWS.map(
  ([name, lat, lon, antennaM, rangeKm]) => ({
    name,
    lat,
    lon,
    antennaM,
    rangeKm,
  }),
);
