// Flight events → the users who follow that flight (number and date) or airframe (registration
// or ICAO address) → one translated notice each, in the page and by Web Push. A user who follows
// both the flight and its airframe gets one notice. The same event of one aircraft is told once
// (a landing seen by two inputs, a squawk held for minutes).
import { formatIcaoHex, type FollowNotice } from '@skytrace/contracts';
import type { Db } from '../db/db';
import type { FlightIdentityService } from '../flights/flight-identity.service';
import type { FollowFlightEvent } from './follow.events';
import { followersOf, languagesOf } from './follow.repo';
import { chinaDate } from './follow.service';
import type { NoticeDelivery } from './notice.delivery';
import { flightNoticeText } from './notice.text';

/** The same kind of event of one aircraft within this is told once, seconds. */
const REPEAT_SECONDS = 15 * 60;

export interface NotifierLogger {
  warn(obj: object, msg: string): void;
}

export class FollowNotifier {
  private readonly told = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly identity: FlightIdentityService | undefined,
    private readonly delivery: NoticeDelivery,
    private readonly logger?: NotifierLogger,
  ) {}

  /** Tells the followers of the event's flight; resolves with the users told. */
  async onEvent(event: FollowFlightEvent): Promise<number[]> {
    const key = `${event.kind}:${event.icao}:${event.squawk ?? ''}`;
    const last = this.told.get(key);
    if (last !== undefined && Math.abs(event.time - last) < REPEAT_SECONDS) return [];
    this.told.set(key, event.time);
    this.prune(event.time);
    const base = this.identity?.identify({
      icao: event.icao,
      callsign: event.callsign ?? undefined,
      time: Math.floor(event.time),
    });
    const icaoHex = formatIcaoHex(event.icao);
    const fnum = base?.flightNum2 ?? null;
    // A flight date is the China-time date of its scheduled departure; around midnight the
    // event's own date may differ, so both are matched.
    const dates = new Set([chinaDate(event.time)]);
    if (base?.time.STD) dates.add(chinaDate(base.time.STD));
    const users = await followersOf(this.db, {
      fnum,
      dates: [...dates],
      icao: icaoHex,
      registration: base?.aircraftNum ?? null,
    });
    if (users.length === 0) return [];
    const languages = await languagesOf(this.db, users);
    const flight = fnum ?? base?.aircraftNum ?? event.callsign ?? icaoHex;
    // The tracker's /tracker/{flight} route selects a live aircraft by flight number or callsign.
    const url = `/tracker/${encodeURIComponent(fnum ?? event.callsign?.trim() ?? icaoHex)}`;
    for (const userId of users) {
      const text = flightNoticeText(languages.get(userId) ?? 'zh', event, flight);
      const notice: FollowNotice = {
        kind: event.kind,
        ...text,
        icaoId: icaoHex,
        url,
        time: event.time,
      };
      await this.delivery
        .deliver(userId, notice)
        .catch((error: unknown) =>
          this.logger?.warn({ err: error, userId }, 'follow notice not delivered'),
        );
    }
    return users;
  }

  private prune(now: number): void {
    if (this.told.size < 10_000) return;
    for (const [key, time] of this.told) if (now - time > REPEAT_SECONDS) this.told.delete(key);
  }
}
