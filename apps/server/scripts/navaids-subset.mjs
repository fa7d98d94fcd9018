// Rebuilds src/reference/data/navaids.json from OurAirports' navaids.csv (public domain):
//   node apps/server/scripts/navaids-subset.mjs <path to navaids.csv>
// or, from a git checkout of davidmegginson/ourairports-data:
//   git -C <checkout> show HEAD:navaids.csv | node apps/server/scripts/navaids-subset.mjs -
// Keeps the navaids of China and Southeast Asia and their neighbours, with the fields the map
// needs, as one compact JSON array per row (sorted by country then ident so diffs stay small).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const COUNTRIES = new Set(
  // China (with Hong Kong, Macau, Taiwan), ASEAN, and the neighbours around them.
  'CN HK MO TW BN KH ID LA MY MM PH SG TH VN TL MN KP KR JP IN BD BT NP PK LK KZ KG TJ PG'.split(
    ' ',
  ),
);

/** RFC 4180 rows: quoted fields may hold commas and doubled quotes. */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

const source = process.argv[2];
if (!source) {
  console.error('usage: navaids-subset.mjs <navaids.csv | ->');
  process.exit(2);
}
const [header, ...rows] = parseCsv(readFileSync(source === '-' ? 0 : source, 'utf8'));
const col = (name) => {
  const index = header.indexOf(name);
  if (index < 0) throw new Error(`navaids.csv has no column ${name}`);
  return index;
};
const at = {
  ident: col('ident'),
  name: col('name'),
  type: col('type'),
  frequency: col('frequency_khz'),
  lat: col('latitude_deg'),
  lon: col('longitude_deg'),
  country: col('iso_country'),
  airport: col('associated_airport'),
};
const kept = rows
  .filter((r) => r.length >= header.length && COUNTRIES.has(r[at.country]))
  .filter((r) => r[at.lat] !== '' && r[at.lon] !== '' && r[at.ident] !== '')
  .map((r) => [
    r[at.ident],
    r[at.name],
    r[at.type],
    r[at.frequency] === '' ? null : Number(r[at.frequency]),
    Math.round(Number(r[at.lat]) * 1e5) / 1e5,
    Math.round(Number(r[at.lon]) * 1e5) / 1e5,
    r[at.country],
    r[at.airport] === '' ? null : r[at.airport],
  ])
  .sort((a, b) => a[6].localeCompare(b[6]) || a[0].localeCompare(b[0]) || a[2].localeCompare(b[2]));
const out = fileURLToPath(new URL('../src/reference/data/navaids.json', import.meta.url));
const columns = ['ident', 'name', 'type', 'frequencyKhz', 'lat', 'lon', 'country', 'airport'];
writeFileSync(
  out,
  `{"columns":${JSON.stringify(columns)},"rows":[\n${kept.map((r) => JSON.stringify(r)).join(',\n')}\n]}\n`,
);
console.log(`${kept.length} navaids of ${COUNTRIES.size} countries written to ${out}`);
