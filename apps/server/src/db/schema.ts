// Drizzle schema, one file per domain, gathered here for the migrator and for typed queries.
export { systemEvents } from '../system/system.schema';
export { devices, deviceDailyStats, deviceDayAircraft } from '../devices/devices.schema';
export { flights, traceChunks } from '../traces/traces.schema';
export {
  referenceVersions,
  airports,
  airlines,
  aircraftTypes,
  areas,
} from '../reference/reference.schema';
export { runways } from '../reference/runway.schema';
export { aircraft, schedules } from '../reference/fleet.schema';
export {
  users,
  sessions,
  oneTimeSecrets,
  accountCounters,
  realNameAuthentications,
} from '../accounts/accounts.schema';
