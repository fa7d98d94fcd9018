// How a domain joins the server: one module object per domain folder, declared as data and
// composed by server.ts (the only place that lists them). A module never imports another
// domain's module or the composition; what it needs arrives as `needs`, which the composition
// builds once per process.
import type { Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { RoutePlugin } from '../http/types';
import type { SocketCalls } from './socket-calls';

/** The server roles a module runs in (`ROLES`); the back office is part of `http`. */
export type ModuleRole = 'http' | 'realtime' | 'ingest' | 'sim';

/**
 * Work a module repeats while the process runs, as a built-in scheduled job (`jobs/`): an admin
 * sees it in the back office, can pause, resume, re-time and run it; a failure is logged in its
 * run log and the next firing goes on.
 */
export interface ScheduledJob {
  /** Stable key: the built-in job's name and the handler a new job can pick. */
  name: string;
  /** When it runs by default: a croner pattern (5 fields, or 6 with seconds first). */
  cron: string;
  /**
   * `process` (default): every process runs it on its own in-memory state (identity, device
   * counters); `cluster`: once per firing whatever the number of processes (database work).
   */
  scope?: 'process' | 'cluster';
  /** Also run once when the process starts (work that should not wait a day). */
  runAtStart?: boolean;
  /** Runs it; a string answer is kept as the run log's message. */
  run(params: Readonly<Record<string, unknown>>): Promise<unknown>;
}

/** A back-office permission a module checks with `requirePermission(name)`. */
export interface ModulePermission {
  name: string;
  /** i18n key of its label in the back office. */
  label: string;
}

/**
 * A back-office menu entry a module adds: a submenu (no `route`) or a page. Seeded into the menus
 * table at start when its `key` is missing; an administrator's later edits are kept.
 */
export interface ModuleMenuEntry {
  /** Stable identity of the entry, e.g. `system.roles`. */
  key: string;
  /** i18n key of its label in the web's back office (`bmsMenu.*`). */
  label: string;
  /** Key of the submenu it sits in; top level without. */
  parent?: string;
  /** The page's web route (`/bms/...`); a submenu has none. */
  route?: string;
  /** What a role grants by holding this page (`bms:<area>`). */
  permission?: string;
  /** Name of its icon in the web's icon table (`features/bms/menu-icons.tsx`). */
  icon?: string;
  order?: number;
  /** A page reachable by its route but not listed in the left menu. */
  hidden?: boolean;
}

/** What the process hands a module when it starts it. */
export interface ModuleHost {
  /** The HTTP server this process answers on (the realtime socket shares it). */
  httpServer: HttpServer;
  /** Every socket call declared by the modules of this process. */
  socketCalls: readonly SocketCalls[];
  /** Every scheduled job declared by the modules of this process. */
  jobs: readonly ScheduledJob[];
  logger: FastifyBaseLogger;
}

/** What a started module reports on `GET /health/ready` (ports, sockets, its state). */
export type ModuleReport = Record<string, number | string | boolean>;

/** A started module: stopped in reverse start order when the process stops. */
export interface StartedModule {
  stop(): Promise<void> | void;
  /**
   * Whether it does its work now, and what it says about it; a module without one is ready
   * once started.
   */
  readiness?(): { ready: boolean; report?: ModuleReport };
}

/** What a domain declares; every part but the name and role is optional. */
export interface ModuleDefinition<Needs> {
  name: string;
  role: ModuleRole;
  /** Its HTTP routes; none when what they need is absent from this process. */
  routes?: (needs: Needs) => readonly RoutePlugin[];
  /** Its calls on the realtime socket. */
  socketCalls?: (needs: Needs) => readonly SocketCalls[];
  jobs?: (needs: Needs) => readonly ScheduledJob[];
  /**
   * Starts what runs beside the routes (inputs, sockets, a simulator); answers undefined when it
   * did not start (its role is then not reported as running).
   */
  start?: (
    needs: Needs,
    host: ModuleHost,
  ) => Promise<StartedModule | undefined> | StartedModule | undefined;
  /** Starts once the server answers, not before it listens (the simulator's day takes a while). */
  startsAfterListen?: boolean;
  permissions?: readonly ModulePermission[];
  menu?: readonly ModuleMenuEntry[];
}

/**
 * A module as the composition reads it. `Needs` appears only in parameters, so a module that
 * needs less is accepted wherever one that needs more is listed.
 */
export interface ServerModule<Needs> {
  readonly name: string;
  readonly role: ModuleRole;
  readonly routes: (needs: Needs) => readonly RoutePlugin[];
  readonly socketCalls: (needs: Needs) => readonly SocketCalls[];
  readonly jobs: (needs: Needs) => readonly ScheduledJob[];
  readonly start: ModuleDefinition<Needs>['start'];
  readonly startsAfterListen: boolean;
  readonly permissions: readonly ModulePermission[];
  readonly menu: readonly ModuleMenuEntry[];
}

const none = () => [];

/** Declares a domain's module; what it leaves out is empty. */
export function defineModule<Needs>(definition: ModuleDefinition<Needs>): ServerModule<Needs> {
  return {
    name: definition.name,
    role: definition.role,
    routes: definition.routes ?? none,
    socketCalls: definition.socketCalls ?? none,
    jobs: definition.jobs ?? none,
    start: definition.start,
    startsAfterListen: definition.startsAfterListen ?? false,
    permissions: definition.permissions ?? [],
    menu: definition.menu ?? [],
  };
}
