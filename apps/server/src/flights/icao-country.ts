import blocks from '../reference/data/icao-address-blocks.json' with { type: 'json' };

/** The State an ICAO 24-bit address was allocated to. */
export interface AddressCountry {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
}

interface Segment {
  start: number;
  end: number;
  country: AddressCountry;
}

/**
 * Turns the Annex 10 blocks, where some lie inside others (Hong Kong inside China), into
 * disjoint segments in which the smallest enclosing block wins, sorted for binary search.
 */
function flatten(
  ranges: readonly { start: number; end: number; country: AddressCountry }[],
): Segment[] {
  const bounds = [...new Set(ranges.flatMap((range) => [range.start, range.end + 1]))].sort(
    (a, b) => a - b,
  );
  const segments: Segment[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const start = bounds[i] ?? 0;
    const end = (bounds[i + 1] ?? 0) - 1;
    let best: (typeof ranges)[number] | undefined;
    for (const range of ranges) {
      if (range.start > start || range.end < end) continue;
      if (!best || range.end - range.start < best.end - best.start) best = range;
    }
    if (!best) continue;
    const last = segments.at(-1);
    if (last && last.end + 1 === start && last.country === best.country) last.end = end;
    else segments.push({ start, end, country: best.country });
  }
  return segments;
}

const SEGMENTS = flatten(
  blocks.map((block) => ({
    start: parseInt(block.start, 16),
    end: parseInt(block.end, 16),
    country: { code: block.country, name: block.name },
  })),
);

/** The country an ICAO address was allocated to (binary search over ~200 segments). */
export function countryOfAddress(icao: number): AddressCountry | undefined {
  let low = 0;
  let high = SEGMENTS.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const segment = SEGMENTS[middle];
    if (!segment) return undefined;
    if (icao < segment.start) high = middle - 1;
    else if (icao > segment.end) low = middle + 1;
    else return segment.country;
  }
  return undefined;
}

/** Every State of the allocation table, once each, by code. */
export function addressCountries(): AddressCountry[] {
  const byCode = new Map<string, AddressCountry>();
  for (const segment of SEGMENTS) byCode.set(segment.country.code, segment.country);
  return [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code));
}
