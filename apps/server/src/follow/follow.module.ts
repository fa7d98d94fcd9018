import { DEFAULT_PUSH_SUBJECT } from '../config';
import rateLimit from '@fastify/rate-limit';
import { API_V2_ROOT } from '@skytrace/contracts';
import type { Database } from '../db/db';
import type { FlightEventsService } from '../flights/flight-events.service';
import type { FlightIdentityService } from '../flights/flight-identity.service';
import type { LiveTable } from '../live/live.table';
import { defineModule } from '../modules/define-module';
import type { UserSockets } from '../realtime/user-sockets';
import { AlertRulesService } from './alert-rules.service';
import type { AlertBudget } from './alert.budget';
import { AlertScanner } from './alert.scanner';
import type { FollowFlightEvent } from './follow.events';
import { FollowNotifier } from './follow.notifier';
import { registerFollowRoutes } from './follow.routes';
import { FollowService } from './follow.service';
import { LiveFlights } from './live-flights';
import { LiveWatch } from './live.watch';
import { NoticeDelivery } from './notice.delivery';
import { loadVapidKeys } from './push.keys';
import { PushSender } from './push.sender';

interface FollowNeeds {
  database: Database;
  config: { dataDir?: string; pushSubject?: string };
  liveTable?: LiveTable;
  flights?: { identity: FlightIdentityService; events?: FlightEventsService };
  userSockets?: UserSockets;
  /**
   * `replicated`: a cluster process whose live table comes from Redis (an ingest one watches);
   * `shared`: a cluster's ingest process (it watches `clusterWatch`).
   */
  livePicture?: 'ingested' | 'shared' | 'replicated';
  /**
   * In a cluster's ingest process: the table its live watch scans (every origin's aircraft
   * merged, not only its own feeders') and whether it watches now (it holds the recorder lease
   * and has caught up with the stream), so that each squawk and alert is told once.
   */
  clusterWatch?: {
    table: LiveTable;
    active: () => boolean;
    /** Claims a notice across the cluster (a successor does not tell it again). */
    claimOnce: (key: string, ttlSeconds: number) => Promise<boolean>;
    /** Area alerts' per-hour limits and repeats, counted once for the cluster. */
    alertBudget: AlertBudget;
  };
  /** The event detector's stored events: diversions and returns become notices. */
  events?: { subscribe(listener: (event: DetectedFlightEvent) => void): () => void };
  now?: () => number;
}

/** What the notifier reads of a detected event (events/ `FlightEventView`). */
interface DetectedFlightEvent {
  kind: string;
  icao: string;
  callsign: string;
  airport: string;
  airportIata: string;
  time: number;
}

/** The follow notice of a detected diversion or return, or null for other kinds. */
export function noticeOfDetected(event: DetectedFlightEvent): FollowFlightEvent | null {
  const kind = event.kind === 'divert' ? 'diverted' : event.kind === 'return' ? 'returned' : null;
  if (kind === null) return null;
  return {
    kind,
    icao: parseInt(event.icao, 16),
    callsign: event.callsign || null,
    time: event.time,
    airport: event.airportIata || event.airport || null,
  };
}

/** The follow domain's parts of one process, shared by its routes and its watch. */
export interface FollowDomain {
  follows: FollowService;
  rules: AlertRulesService;
  scanner: AlertScanner;
  notifier: FollowNotifier;
  push: PushSender | undefined;
}

const domains = new WeakMap<Database, FollowDomain>();

/** Builds (once per database) the follow domain: push keys from DATA_DIR, notifier, scanner. */
export function followDomainFor(needs: FollowNeeds): FollowDomain {
  const known = domains.get(needs.database);
  if (known) return known;
  const db = needs.database.db;
  const now = needs.now ?? (() => Date.now() / 1000);
  const identity = needs.flights?.identity;
  const push = needs.config.dataDir
    ? new PushSender(
        loadVapidKeys(needs.config.dataDir),
        needs.config.pushSubject ?? DEFAULT_PUSH_SUBJECT,
      )
    : undefined;
  const delivery = new NoticeDelivery(db, { push, sockets: needs.userSockets });
  const scanner = new AlertScanner(db, identity, delivery, now);
  const domain: FollowDomain = {
    follows: new FollowService(
      db,
      new LiveFlights({ liveTable: needs.liveTable, identity, now }),
      identity,
    ),
    rules: new AlertRulesService(db, scanner),
    scanner,
    notifier: new FollowNotifier(db, identity, delivery),
    push,
  };
  domains.set(needs.database, domain);
  return domain;
}

/**
 * Follow and alerts (issue 19 item 5): follows, Web Push subscriptions and area alert rules;
 * observed take-offs and landings and the live table's emergency squawks become notices.
 */
export const followModule = defineModule<FollowNeeds>({
  name: 'follow',
  role: 'http',
  routes: (needs) => {
    const domain = followDomainFor(needs);
    return [
      {
        prefix: API_V2_ROOT,
        register: async (api) => {
          await api.register(rateLimit, { global: false });
          registerFollowRoutes(api, { db: needs.database.db, ...domain });
        },
      },
    ];
  },
  start: (needs, host) => {
    const domain = followDomainFor(needs);
    const events = needs.flights?.events;
    const identity = needs.flights?.identity;
    const onError = (error: unknown) => host.logger.warn({ err: error }, 'follow notice failed');
    const unsubscribe = events?.subscribe((event) => {
      const airport = identity?.nearestAirport(event.lat, event.lon)?.icao ?? null;
      domain.notifier
        .onEvent({
          kind: event.kind === 'takeOff' ? 'departed' : 'landed',
          icao: event.icao,
          callsign: event.callsign,
          time: event.time / 1000,
          airport,
        })
        .catch(onError);
    });
    // In a cluster only the ingest process holding the recorder lease watches, over every
    // origin's aircraft, so a squawk or an alert is told once.
    const watched = needs.clusterWatch?.table ?? needs.liveTable;
    const watch =
      watched && needs.livePicture !== 'replicated'
        ? new LiveWatch({
            liveTable: watched,
            notifier: domain.notifier,
            alerts: domain.scanner,
            onError,
            active: needs.clusterWatch?.active,
            claimOnce: needs.clusterWatch?.claimOnce,
            alertBudget: needs.clusterWatch?.alertBudget,
          })
        : undefined;
    watch?.start();
    // Emergencies stay with the live watch (it sees the squawk at once, the detector later).
    const unsubscribeDetected = needs.events?.subscribe((event) => {
      const notice = noticeOfDetected(event);
      if (notice !== null) domain.notifier.onEvent(notice).catch(onError);
    });
    return {
      stop: async () => {
        unsubscribe?.();
        unsubscribeDetected?.();
        await watch?.stop();
      },
    };
  },
});
