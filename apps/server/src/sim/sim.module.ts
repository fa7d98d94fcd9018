import type { Config } from '../config';
import type { Database } from '../db/db';
import type { DeviceRegistry } from '../devices/device.registry';
import type { FlightIdentityService } from '../flights/flight-identity.service';
import type { FeederInputs } from '../ingest/ingest.module';
import { defineModule } from '../modules/define-module';
import { registerDemoReceivers } from './demo-account';
import { seedFromText } from './random';
import { startSim, type SimRole } from './sim.role';
import { startSimWeather } from './weather/sim.weather.runner';
import { weatherFor } from '../weather/weather.module';

/** Where the started simulator is kept for who reads it (metrics). */
export interface Simulation {
  role?: SimRole;
}

/** The simulated sky, fed into this process's own Beast input. */
export const simModule = defineModule<{
  config: Partial<Pick<Config, 'sim' | 'host' | 'myDevices'>>;
  database: Database;
  registry?: DeviceRegistry;
  feederInputs?: FeederInputs;
  flights?: { identity: FlightIdentityService };
  simulation?: Simulation;
}>({
  name: 'sim',
  role: 'sim',
  // The simulator builds its day after the server answers: a first visitor gets the page while
  // the sky fills up.
  startsAfterListen: true,
  start: ({ config, database, registry, feederInputs, flights, simulation }, host) => {
    const ingest = feederInputs?.role;
    if (!ingest || !config.sim || !config.host || !registry) return undefined;
    // Virtual receivers dial the Beast input like real feeders; on a wildcard bind, via loopback.
    const address = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
    try {
      const sim = startSim({
        settings: config.sim,
        beastPort: ingest.ports.beast,
        host: address,
        logger: host.logger,
        db: database.db,
        // The virtual receivers are the demo account's devices (sim/demo-account.ts).
        registerReceivers: async (uuids) => {
          await registerDemoReceivers(database.db, registry, {
            password: config.myDevices?.demoPassword,
            uuids,
          });
        },
        onPublished: flights ? () => flights.identity.refresh() : undefined,
      });
      // The simulator's airports get METARs and TAFs through the weather domain's ingest.
      const weather = startSimWeather({
        seed: seedFromText(config.sim.seed),
        weather: weatherFor(database),
        clock: () => sim.simulator()?.time,
        logger: host.logger,
      });
      if (simulation) simulation.role = sim;
      return {
        stop: async () => {
          if (simulation) simulation.role = undefined;
          await weather.stop();
          await sim.stop();
        },
        // Ready while it still builds its day: the process serves meanwhile (the sky fills up).
        readiness: () => {
          const built = sim.simulator();
          return {
            ready: true,
            report: { state: built ? 'running' : 'building', airborne: sim.stats().airborne },
          };
        },
      };
    } catch (error) {
      // A demo feature: the server runs on without it.
      host.logger.error({ err: error }, 'traffic simulator could not start');
      return undefined;
    }
  },
});
