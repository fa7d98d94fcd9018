// Where this process is in its life, for the readiness probe: the roles it was asked to run,
// the modules started so far (each may report on itself), and whether it is starting, running
// or stopping. server.ts records it; the health domain reads it.
import { SERVER_ROLES, type RoleState, type ServerRole } from '@skytrace/contracts';
import type { ModuleReport, StartedModule } from './define-module';

export type ProcessPhase = 'starting' | 'running' | 'stopping';

/** One role's state on the readiness probe. */
export interface RoleReadiness {
  role: ServerRole;
  state: RoleState;
  /** Whether the role lets the process be ready (`off` does not hold it back). */
  ready: boolean;
  modules: Record<string, ModuleReport>;
}

interface Started {
  name: string;
  role: ServerRole;
  handle: StartedModule;
}

export class ProcessState {
  /** `running` once the server listens and every module has started; `stopping` from stop(). */
  phase: ProcessPhase = 'starting';
  private readonly started: Started[] = [];
  private readonly roles: ServerRole[];

  /** `roles`: what ROLES asked for; `http` is always part of a process. */
  constructor(roles: readonly ServerRole[]) {
    this.roles = SERVER_ROLES.filter((role) => role === 'http' || roles.includes(role));
  }

  /** A module of `role` has started. */
  add(name: string, role: ServerRole, handle: StartedModule): void {
    this.started.push({ name, role, handle });
  }

  /** Each role asked for, in SERVER_ROLES order, with its modules' reports. */
  read(): RoleReadiness[] {
    return this.roles.map((role) => {
      const modules: Record<string, ModuleReport> = {};
      let ready = true;
      let any = false;
      for (const started of this.started) {
        if (started.role !== role) continue;
        any = true;
        const readiness = started.handle.readiness?.() ?? { ready: true };
        if (!readiness.ready) ready = false;
        modules[started.name] = readiness.report ?? {};
      }
      const state = this.stateOf(role, any);
      return { role, state, ready: state === 'off' || (state === 'running' && ready), modules };
    });
  }

  private stateOf(role: ServerRole, anyStarted: boolean): RoleState {
    if (this.phase === 'stopping') return 'stopping';
    // The HTTP role is the app itself: it runs once the process listens with everything started.
    if (role === 'http') return this.phase === 'running' ? 'running' : 'starting';
    if (anyStarted) return 'running';
    // Asked for but not started: a role whose module declined (the simulator without the
    // ingest inputs, or when it failed to build) leaves the process serving without it.
    return this.phase === 'running' ? 'off' : 'starting';
  }
}
