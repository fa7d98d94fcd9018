// Public entry of @skytrace/adsb: every export is named here on purpose (STYLE.md habit 1).
export { modesChecksum, messageParity, crcSyndrome } from './crc.js';
export { cprNL } from './cpr/nl.js';
