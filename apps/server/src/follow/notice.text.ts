// A notice's title and body in the user's language, from the server's message catalogue.
import {
  translateMessage,
  type FollowEventKind,
  type Language,
  type MessageKey,
} from '@skytrace/contracts';

const TITLES: Record<FollowEventKind, MessageKey> = {
  departed: 'follow.titleDeparted',
  landed: 'follow.titleLanded',
  diverted: 'follow.titleDiverted',
  returned: 'follow.titleReturned',
  emergency: 'follow.titleEmergency',
};
const BODIES: Record<FollowEventKind, MessageKey> = {
  departed: 'follow.bodyDeparted',
  landed: 'follow.bodyLanded',
  diverted: 'follow.bodyDiverted',
  returned: 'follow.bodyReturned',
  emergency: 'follow.bodyEmergency',
};
const PLACE: Record<FollowEventKind, { key: MessageKey; slot: string }> = {
  departed: { key: 'follow.from', slot: 'from' },
  landed: { key: 'follow.at', slot: 'at' },
  diverted: { key: 'follow.to', slot: 'to' },
  returned: { key: 'follow.to', slot: 'to' },
  emergency: { key: 'follow.at', slot: 'at' },
};

/** HH:mm of `time` (seconds) in China time, as the product shows times (spec §9). */
export function clockOf(time: number): string {
  return new Date((time + 8 * 3600) * 1000).toISOString().slice(11, 16);
}

export function flightNoticeText(
  language: Language,
  event: { kind: FollowEventKind; time: number; airport: string | null; squawk?: string },
  flight: string,
): { title: string; body: string } {
  const place = PLACE[event.kind];
  const values: Record<string, string> = {
    flight,
    squawk: event.squawk ?? '',
    time: clockOf(event.time),
    from: '',
    at: '',
    to: '',
  };
  if (event.airport)
    values[place.slot] = translateMessage(language, place.key, { airport: event.airport });
  return {
    title: translateMessage(language, TITLES[event.kind], values),
    body: translateMessage(language, BODIES[event.kind], values),
  };
}
