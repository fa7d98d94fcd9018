// The built-in assistant's grammar: a question in Chinese or English becomes one intent over the
// tools, or null (then the assistant says what it can answer). Patterns are tried in order; the
// more specific ones (why hot, when landed) before the general "where is".

export type ChatLanguage = 'zh' | 'en';

export type ChatIntent =
  | { kind: 'hot'; flight: string }
  | { kind: 'landings'; aircraft: string; day: string; event: 'landed' | 'tookOff' }
  | { kind: 'delays' }
  | { kind: 'devices' }
  | { kind: 'area'; place: string; maxAltitudeM?: number }
  | { kind: 'board'; airport: string; side: 'departures' | 'arrivals' }
  | { kind: 'position'; flight: string };

/** A flight number, callsign, registration or ICAO address as typed (B-1234, MU5101, 780A5C). */
const FLIGHT = String.raw`([A-Za-z0-9]{1,3}-?[A-Za-z0-9]{2,6})`;

/** The language of the question itself: any Chinese character makes it Chinese. */
export function questionLanguage(question: string, fallback: ChatLanguage): ChatLanguage {
  if (/[\u4e00-\u9fff]/.test(question)) return 'zh';
  return /[a-z]{3,}/i.test(question) ? 'en' : fallback;
}

function dayOf(text: string): string {
  const date = /(\d{4}-\d{2}-\d{2})/.exec(text)?.[1];
  if (date) return date;
  return /yesterday|昨天|昨日/i.test(text) ? 'yesterday' : 'today';
}

/** Metres from "3,000 m", "3000米", "10000 ft", "1万英尺"; undefined when none is given. */
function altitudeOf(text: string): number | undefined {
  const match =
    /(?:below|under|lower than|低于|以下|不到)?\s*([\d,.]+)\s*(万)?\s*(m|metres|meters|米|ft|feet|英尺)/i.exec(
      text.replace(/(\d),(\d{3})/g, '$1$2'),
    );
  if (!match?.[1] || !/below|under|lower|低于|以下|不到/i.test(text)) return undefined;
  const value = Number(match[1]) * (match[2] ? 10_000 : 1);
  if (!Number.isFinite(value) || value <= 0) return undefined;
  const feet = /ft|feet|英尺/i.test(match[3] ?? '');
  return Math.round(feet ? value * 0.3048 : value);
}

const clean = (token: string) => token.toUpperCase();

/** The intent of `question`, or null when the grammar does not know it. */
export function parseIntent(question: string): ChatIntent | null {
  const text = question.trim();
  let match: RegExpExecArray | null;

  if ((match = new RegExp(String.raw`why\s+is\s+${FLIGHT}\s+(?:a\s+|so\s+)?hot`, 'i').exec(text)))
    return { kind: 'hot', flight: clean(match[1] ?? '') };
  if (
    (match = new RegExp(
      String.raw`${FLIGHT}.{0,12}(?:为什么|为何).{0,8}(?:热门|热点|火|热)`,
      'i',
    ).exec(text))
  )
    return { kind: 'hot', flight: clean(match[1] ?? '') };
  if (
    (match = new RegExp(String.raw`(?:为什么|为何)\s*${FLIGHT}.{0,8}(?:热门|热点|火|热)`, 'i').exec(
      text,
    ))
  )
    return { kind: 'hot', flight: clean(match[1] ?? '') };

  match = new RegExp(String.raw`when\s+did\s+${FLIGHT}\s+(land|take\s*off|depart)`, 'i').exec(text);
  if (match)
    return {
      kind: 'landings',
      aircraft: clean(match[1] ?? ''),
      day: dayOf(text),
      event: /land/i.test(match[2] ?? '') ? 'landed' : 'tookOff',
    };
  if (/降落|落地|着陆|起飞/.test(text) && /什么时候|几点|何时|时间/.test(text)) {
    const flight = new RegExp(FLIGHT).exec(text.replace(/\d{4}-\d{2}-\d{2}/, ''));
    if (flight?.[1])
      return {
        kind: 'landings',
        aircraft: clean(flight[1]),
        day: dayOf(text),
        event: /起飞/.test(text) ? 'tookOff' : 'landed',
      };
  }

  if (/\b(which|what)\s+airports?\b.*\bdelay|\bmost\s+delay/i.test(text)) return { kind: 'delays' };
  if (/延误/.test(text) && /哪个|哪些|哪里|最多|最严重/.test(text)) return { kind: 'delays' };

  if (/\bmy\s+(receivers?|devices?|feeders?|stations?|antennas?)\b/i.test(text))
    return { kind: 'devices' };
  if (/我的\s*(接收机|设备|站点|接收器|天线)/.test(text)) return { kind: 'devices' };

  match =
    /(?:flying|flights?|aircraft|planes?|traffic)\s+(?:is\s+|are\s+)?(?:over|above|near|around)\s+([A-Za-z][A-Za-z .'-]*?)(?=\s+(?:below|under|lower|now|right now|today)\b|[?.!,]|$)/i.exec(
      text,
    );
  if (match?.[1]) {
    const maxAltitudeM = altitudeOf(text);
    return { kind: 'area', place: match[1].trim(), ...(maxAltitudeM ? { maxAltitudeM } : {}) };
  }
  match = /(?:^|[在看])?([\u4e00-\u9fffA-Za-z]{2,12}?)(?:上空|附近|周边)/.exec(
    text.replace(/^(现在|目前|此刻|请问)+/, ''),
  );
  if (match?.[1]) {
    const maxAltitudeM = altitudeOf(text);
    return { kind: 'area', place: match[1], ...(maxAltitudeM ? { maxAltitudeM } : {}) };
  }

  match = /\b(departures|arrivals)\s+(?:at|from|of|to)\s+([A-Za-z]{3,4})\b/i.exec(text);
  if (match)
    return {
      kind: 'board',
      airport: clean(match[2] ?? ''),
      side: (match[1] ?? '').toLowerCase() === 'arrivals' ? 'arrivals' : 'departures',
    };
  match = /([A-Za-z]{3,4})\s*(?:机场)?\s*的?\s*(出发|离港|到达|进港)/.exec(text);
  if (match)
    return {
      kind: 'board',
      airport: clean(match[1] ?? ''),
      side: /到达|进港/.test(match[2] ?? '') ? 'arrivals' : 'departures',
    };

  if (
    (match = new RegExp(String.raw`where\s+(?:is|are)\s+(?:flight\s+)?${FLIGHT}`, 'i').exec(text))
  )
    return { kind: 'position', flight: clean(match[1] ?? '') };
  if (
    (match = new RegExp(
      String.raw`${FLIGHT}\s*(?:航班)?\s*(?:现在|目前)?\s*(?:在哪|在什么位置|在什么地方|位置|飞到哪)`,
      'i',
    ).exec(text))
  )
    return { kind: 'position', flight: clean(match[1] ?? '') };
  return null;
}
