// National aircraft registers: the 24-bit address block ICAO allocates to each state (Annex 10
// Vol. III, Part I, Appendix to Chapter 9) and the shape of its registration marks. Hong Kong and
// Macau aircraft carry addresses from China's block and B-H / B-M marks.

export interface Register {
  /** First address of the block and its size. */
  blockStart: number;
  blockSize: number;
  /** Registration mark for the n-th aircraft of this register. */
  mark(n: number): string;
}

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

function letters(n: number, count: number): string {
  let text = '';
  for (let i = 0; i < count; i++) {
    text = (LETTERS[n % LETTERS.length] ?? 'A') + text;
    n = Math.floor(n / LETTERS.length);
  }
  return text;
}

const digits = (n: number, count: number) => String(n % 10 ** count).padStart(count, '0');

// Mainland marks are B- and four characters; the 1xxx, 2xxx, 5xxx, 6xxx, 30xx and 32xx series
// are the ones airline jets carry.
const CN_SERIES = [1, 2, 5, 6, 8];

const REGISTERS: Record<string, Register> = {
  CN: {
    blockStart: 0x780000,
    blockSize: 0x3c000,
    mark: (n) => {
      if (n < 5000) return `B-${CN_SERIES[n % 5] ?? 1}${digits(Math.floor(n / 5), 3)}`;
      // Beyond 5,000 jets, the lettered series (B-30AX style).
      const m = n - 5000;
      return `B-${[3, 7, 9][Math.floor(m / 5760) % 3] ?? 3}${m % 10}${letters(Math.floor(m / 10), 2)}`;
    },
  },
  HK: { blockStart: 0x7bc000, blockSize: 0x4000, mark: (n) => `B-H${letters(n, 2)}` },
  MO: { blockStart: 0x7be000, blockSize: 0x1000, mark: (n) => `B-M${letters(n, 2)}` },
  TW: { blockStart: 0x899000, blockSize: 0x400, mark: (n) => `B-18${digits(n + 101, 3)}` },
  JP: {
    blockStart: 0x840000,
    blockSize: 0x40000,
    mark: (n) => `JA${digits(n + 101, 3)}${letters(n, 1)}`,
  },
  KR: { blockStart: 0x718000, blockSize: 0x8000, mark: (n) => `HL${digits(n + 7200, 4)}` },
  SG: { blockStart: 0x768000, blockSize: 0x8000, mark: (n) => `9V-S${letters(n, 2)}` },
  TH: { blockStart: 0x880000, blockSize: 0x8000, mark: (n) => `HS-T${letters(n, 2)}` },
  MY: { blockStart: 0x750000, blockSize: 0x8000, mark: (n) => `9M-M${letters(n, 2)}` },
  VN: { blockStart: 0x888000, blockSize: 0x8000, mark: (n) => `VN-A${digits(n + 601, 3)}` },
  AE: { blockStart: 0x896000, blockSize: 0x1000, mark: (n) => `A6-E${letters(n, 2)}` },
  QA: { blockStart: 0x06a000, blockSize: 0x400, mark: (n) => `A7-A${letters(n, 2)}` },
  TR: { blockStart: 0x4b8000, blockSize: 0x8000, mark: (n) => `TC-J${letters(n, 2)}` },
  RU: { blockStart: 0x100000, blockSize: 0x100000, mark: (n) => `RA-73${digits(n + 101, 3)}` },
  DE: { blockStart: 0x3c0000, blockSize: 0x40000, mark: (n) => `D-A${letters(n, 3)}` },
  GB: { blockStart: 0x400000, blockSize: 0x40000, mark: (n) => `G-X${letters(n, 3)}` },
  FR: { blockStart: 0x380000, blockSize: 0x40000, mark: (n) => `F-H${letters(n, 3)}` },
  NL: { blockStart: 0x480000, blockSize: 0x8000, mark: (n) => `PH-B${letters(n, 2)}` },
  US: {
    blockStart: 0xa00000,
    blockSize: 0x100000,
    mark: (n) => `N${digits(n + 101, 3)}${letters(n, 2)}`,
  },
  AU: { blockStart: 0x7c0000, blockSize: 0x40000, mark: (n) => `VH-Z${letters(n, 2)}` },
  ET: { blockStart: 0x040000, blockSize: 0x1000, mark: (n) => `ET-A${letters(n, 2)}` },
};

/** The register of a country (ISO code); unknown countries fall back to China's. */
export function registerOf(country: string): Register {
  return REGISTERS[country] ?? (REGISTERS.CN as Register);
}
