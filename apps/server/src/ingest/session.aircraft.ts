// A feed session's record of one aircraft its tracker follows, hung on the tracker's Aircraft
// (`attachment`) so the tracker's own lookup by address finds it. It remembers where the
// aircraft's other per-message state lives for the session's current device: the merged live
// table's entry, the device's movement state, its day-aircraft entry and the coverage witness's
// slot. Each consumer checks what it is handed (removed, let go, another day) and looks up
// again only then, so a message costs one lookup by address where it cost five or six.
import type { WitnessHint, WitnessSlot } from '../coverage/coverage.accumulator';
import type { DayAircraftEntry, DayAircraftHint } from '../devices/device.live';
import { MovementHost } from '../devices/transitions';
import type { LiveAircraft } from '../live/live.aircraft';
import type { LiveHint } from '../live/live.table';

// A MovementHost: the device's movement state of the aircraft is usually this record itself.
export class SessionAircraft
  extends MovementHost
  implements LiveHint, DayAircraftHint, WitnessHint
{
  live: LiveAircraft | undefined = undefined;
  liveDeviceTime = Number.NaN;
  dayAircraft: DayAircraftEntry | undefined = undefined;
  dayAircraftGeneration = -1;
  witnessSlot: WitnessSlot | undefined = undefined;
}
