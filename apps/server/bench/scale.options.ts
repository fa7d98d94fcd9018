// The flags of `npm run bench:scale` (scale.bench.ts), read once for every part of the run.
import { parseArgs } from 'node:util';

export const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '10000' },
    realtime: { type: 'string', default: '2' },
    ingest: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '60' },
    rate: { type: 'string', default: '200000' },
    aircraft: { type: 'string', default: '10000' },
    feeders: { type: 'string', default: '100' },
    views: { type: 'string', default: '20' },
    'per-view': { type: 'string', default: '500' },
    'measure-every': { type: 'string', default: '10' },
    'client-workers': { type: 'string', default: '2' },
    'connect-rate': { type: 'string', default: '500' },
    faults: { type: 'boolean', default: false },
    'fault-clients': { type: 'string', default: '200' },
    'no-build': { type: 'boolean', default: false },
    // Each client's raw bounds: every edge moved by up to ± this fraction of its view's side.
    jitter: { type: 'string', default: '0' },
    // Another build's server entry (e.g. main's apps/server/dist/main.js) for A/B runs.
    entry: { type: 'string', default: '' },
    // Extra Node/V8 flags for the realtime processes, space-separated (A/B of memory flags).
    'realtime-node-flags': { type: 'string', default: '' },
  },
});
const number = (name: keyof typeof values) => Number(values[name]);
export const options = {
  clients: number('clients'),
  realtime: number('realtime'),
  ingest: number('ingest'),
  seconds: number('seconds'),
  rate: number('rate'),
  aircraft: number('aircraft'),
  feeders: number('feeders'),
  views: number('views'),
  perView: number('per-view'),
  measureEvery: number('measure-every'),
  clientWorkers: number('client-workers'),
  connectRate: number('connect-rate'),
  faultClients: number('fault-clients'),
  jitter: number('jitter'),
  entry: values.entry,
  realtimeNodeFlags: values['realtime-node-flags'].split(' ').filter((flag) => flag !== ''),
};
export type ScaleOptions = typeof options;
