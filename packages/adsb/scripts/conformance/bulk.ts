// vectors_bulk.jsonl: pyModeS 3.3 output for all 20,928 messages of the shared files. The data
// README calls it execution output, not truth, so this section reports agreement figures per
// field without failing the run. The Comm-B CSVs' icao column is ground truth from the data's
// authors, so address/parity recovery is also scored against it.

import { crcSyndrome, formatIcao, hexToBytes } from '../../src/index.js';
import { Section } from './report.js';
import { checkVectors, type Vector } from './vectors.js';

interface BulkLine {
  src: string;
  msg: string;
  pymodes: Record<string, unknown>;
  csv_icao?: string;
}

/**
 * Field-by-field agreement with pyModeS's bulk output (enforced: it is 100 %), and the
 * informational score of address/parity recovery against the CSVs' ground-truth icao.
 */
export function checkBulk(jsonl: string): Section[] {
  const vectors: Vector[] = [];
  const truth = new Section(
    'vectors_bulk.jsonl: DF20/21 address/parity vs CSV icao (informational)',
    true,
  );
  let n = 0;
  for (const text of jsonl.split('\n')) {
    if (text.trim() === '') continue;
    const line = JSON.parse(text) as BulkLine;
    n++;
    vectors.push({
      id: `${line.src} line ${n}`,
      msg: line.msg,
      expect: line.pymodes,
      provenance: {},
    });
    if (line.csv_icao !== undefined && line.src.includes('commb')) {
      const data = hexToBytes(line.msg);
      const ours = data ? formatIcao(crcSyndrome(data, 112)).toUpperCase() : '';
      truth.check(ours === line.csv_icao.toUpperCase(), line.msg, 'icao', line.csv_icao, ours);
    }
  }
  if (truth.disagreements.length > 0) {
    truth.notes.push(
      'a reply whose syndrome is not the true address has bit errors; such addresses are never ' +
        'confirmed by DF11/17/18, so the tracker rejects these replies',
    );
  }
  const fields = checkVectors(vectors, 'vectors_bulk.jsonl: every pyModeS 3.3 field');
  return [fields, truth];
}
