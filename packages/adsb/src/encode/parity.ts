// Parity of a Mode S frame. DF11/17/18 carry the plain CRC (DF11 XOR the interrogator code);
// DF0/4/5/16/20/21 carry CRC XOR the aircraft address ("address/parity", AP), which is how a
// receiver recovers the address of a reply that does not spell it out.
import { modesChecksum } from '../crc.js';
import { putUint24 } from './bits.js';

/** Fill the last 24 bits of a `bits`-long frame with its CRC XOR `overlay` (0, II code, or ICAO). */
export function writeParity(frame: Uint8Array, bits: 56 | 112, overlay: number): void {
  putUint24(frame, (bits >> 3) - 3, (modesChecksum(frame, bits) ^ overlay) & 0xffffff);
}
